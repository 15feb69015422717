/**
 * Darija (Moroccan Arabic) as visitors write it in Arabic script: question words, common verbs and
 * everyday nouns, read as the Modern Standard Arabic words the site's content and the assistant's
 * lexicon use ("فوقاش الماتش الجاي؟" is read "متى المباراة القادمة؟"). Vocabulary of the dialect, not
 * answers: nothing here names a piece of content. Keys and values are folded and split like
 * questions, so spelling variants (with or without hamza, ة or ه) meet.
 */
const entries: ReadonlyArray<readonly [string, string]> = [
  // Question words.
  ["فوقاش فوقتاش وقتاش امتى إمتى إيمتى لوقتاش لفوقاش", "متى"],
  ["فين فاين فينا فيناهو منين وين", "أين"],
  ["شنو شنهو شنوا اشنو أشنو شني شنية شنهي آش اش أش", "ما"],
  ["كيفاش كيفما", "كيف"],
  ["علاش لاش", "لماذا"],
  ["شحال بشحال قداش", "كم"],
  ["واش", "هل"],
  ["شكون اشكون", "من"],
  ["أشمن اشمن", "أي"],
  ["عطيوني عطيني عطيونا عطينا اعطيني", "أعطني"],
  ["عندها عندو عندهم عندنا", "لديها"],
  ["تعوم يعوم نعوم العوم كتعوم", "السباحة"],
  ["حاجة", "شيء"],
  ["خدا خداو خداوا خدات خديت خدينا", "تسلم"],
  ["ماما مامات الماما", "أم"],
  ["الدبلوم دبلوم ديبلوم الديبلوم", "الشهادة"],
  // Pronouns.
  ["نتوما انتوما نتوم", "أنتم"],
  ["نتا انتا نتي انتي", "أنت"],
  // Verbs.
  ["بغيت بغينا كنبغي نبغي بغا بغات", "أريد"],
  ["كاين كاينة كاينين كاينا كاينه", "يوجد"],
  ["نتسجل نسجل نتقيد نقيد نتسجلو نتسجلوا", "أسجل"],
  ["ندير نديرو دير", "أفعل"],
  ["نعيط نتاصل نتاصلو نتصلو", "اتصل"],
  ["كتحلو تحلو حالين كتحلوا", "تفتحون"],
  ["كتبقاو تبقاو كتبقى", "تظلون"],
  ["محلول محلولين", "مفتوح"],
  ["كتسدو تسدو كتسدوا", "تغلقون"],
  ["خدامين كتخدمو كتخدموا", "تعملون"],
  ["يتلعب كيلعبو كيلعب نلعبو تلعبو غيلعبو كتلعبو", "يلعب"],
  ["ربح ربحنا ربحتو ربحو ربحتي", "فاز"],
  ["خسرنا خسرتو خسرو", "خسر"],
  ["يبدا كيبدا غيبدا تبدا كتبدا", "يبدأ"],
  ["نلقى نلقا كنلقى", "أجد"],
  ["نخدم", "أعمل"],
  ["نخلص كنخلص نخلصو تخلص كتخلصو يخلصو كيخلصو كيخلص يخلص خلصنا خلصت", "أدفع"],
  ["كتعطيو تعطيو كتقدمو", "تقدمون"],
  ["كتديرو تديرو كتنظمو", "تنظمون"],
  ["كيقري كتقري كيقريو كتقريو", "يدرس"],
  ["صيفط صيفطو نصيفط", "أرسل"],
  ["نشوف شوف نشوفو", "أرى"],
  ["كيسالي غيسالي كتسالي", "ينتهي"],
  ["ماكاينش ماكاينشي", "لا يوجد"],
  ["مازال باقي", "ما زال"],
  ["سادين مسدود مسدودين", "مغلق"],
  ["كتسوا كيسوا كتسوى كيسوى تسوا يسوا", "ثمن"],
  ["عطيني عطينا اعطيني", "أعطني"],
  ["قولي گولي قوليا", "أخبرني"],
  ["نعرف", "أعرف"],
  ["نكون نكونو", "أكون"],
  ["خصني خاصني", "أحتاج"],
  ["نقرا نقراو", "أدرس"],
  ["نشارك نشاركو", "أشارك"],
  ["نعاون نعاونكم", "أساعد"],
  ["نتبرع نعطي", "أتبرع"],
  // Nouns and adverbs.
  ["ماتش الماتش لماتش", "المباراة"],
  ["ماتشات الماتشات", "المباريات"],
  ["الجاي الجاية جاي جاية الجايين", "القادمة"],
  ["الفايت الفايتة", "الأخيرة"],
  ["نمرة النمرة نومرو النومرو", "رقم"],
  ["تيليفون التيليفون تلفون", "الهاتف"],
  ["ايميل الإيميل لايميل", "البريد"],
  ["السكور سكور", "النتيجة"],
  ["فلوس الفلوس", "المال"],
  ["بالفلوس", "ثمن"],
  ["بلاش فابور", "مجاني"],
  ["دراري الدراري الولاد ولادي وليدي ولدي", "أطفال"],
  ["بنتي", "ابنتي"],
  ["دابا", "الآن"],
  ["ليوم اليوما", "اليوم"],
  ["الصباح فالصباح", "صباحا"],
  ["العشية لعشية فالعشية", "مساء"],
  ["الويكاند ويكاند الويكند", "الأسبوع"],
  ["الفرقة فرقة", "الفريق"],
  ["اللعابة لعابة", "لاعبين"],
  ["الكورة كورة", "كرة"],
  ["الباسكيط باسكيط", "كرة السلة"],
  ["الخلاص خلاص", "ثمن"],
  ["الوليدات وليدات", "أطفال"],
  ["البنات", "فتيات"],
  ["العيالات عيالات", "نساء"],
  ["البيرو بيرو", "المكتب"],
  ["حدا قدام", "قرب"],
  ["الأستاد الأوستاد", "أستاذ"],
  ["نهار النهار", "يوم"],
  ["غدوة", "غدا"],
  ["البارح لبارح", "أمس"],
  ["سيمانة السيمانة", "الأسبوع"],
  ["بلاصة البلاصة", "مكان"],
  ["لينك اللينك", "رابط"],
  ["السيت سيت السيطو", "موقع"],
  ["التيران تيران", "ملعب"],
  ["القراية قراية", "الدراسة"],
  ["الخدمة خدمة", "عمل"],
  ["بزاف", "كثير"],
  ["مزيان مزيانة", "جيد"],
  ["عافاك عفاك عافاكم عافاكوم عفاكم", "رجاء"],
  ["نسول نسولكم نسقسي نسقسيكم نسولو", "أسأل"],
  ["ديال ديالكم ديالي ديالنا ديالو ديالها ديالهم ديالك", "من"],
  ["كيعطيو يعطيو كيعطي يعطي غيعطيو", "يمنح"],
  ["خاص خاصو خاصها خاصهم", "يجب"],
  ["هاد هادا هادي هادو", "هذا"],
  ["داك ديك هداك هديك", "ذلك"],
  ["فداك فديك فهاد فهادي", "في ذلك"],
  ["معاكم معاك", "معكم"],
  ["ليكم ليك", "لكم"],
  ["عندكم عندك", "لديكم"],
  ["غادي غادين غادية غاديا غا", ""],
  ["اللي لي", "الذي"],
  ["فات فاتت", "الماضي"],
  ["ندخل ندخلو نتسجل نتسجلو", "أنضم"],
  ["شي", "بعض"],
  ["واخا", "حسنا"],
  // Third pass (decision 021): greetings, everyday verbs and nouns of the dialect, French loans.
  ["كي كيف", "كيف"],
  ["داير دايرة دايرين دايرا", "حالك"],
  ["قداه", "كم"],
  ["تكلفو كلفو تكلف كلفات كلفاتو كلفاتهم", "كلفت"],
  ["عطاو عطات عطا", "قدمت"],
  ["فرقو فرقات فرق", "وزعت"],
  ["صاوبو صاوب صاوبات", "صنع"],
  ["نقدر نقدرو يقدر كنقدر", "أستطيع"],
  ["تقدر تقدري تقدرو كتقدر", "تستطيع"],
  ["نجي نجيو", "آتي"],
  ["نمشي نمشيو يمشي غانمشي كنمشي", "أذهب"],
  ["مشات مشاو مشا", "ذهب"],
  ["كيتعلم كنتعلم نتعلم غيتعلم تتعلم", "يتعلم"],
  ["كيعلم كيعلمو كيقري كيقريو", "يعلم"],
  ["نعوم يعوم العوم عوم", "السباحة"],
  ["البيسين بيسين البيسينة", "مسبح"],
  ["الضو ضو", "الكهرباء"],
  ["الفاكتورة فاكتورة", "فاتورة"],
  ["الطوبيس طوبيس الكار الكيران", "حافلة"],
  ["الماكلة ماكلة", "طعام"],
  ["الفينال فينال", "النهائي"],
  ["الكاس", "الكأس"],
  ["الترينينغ ترينينغ التران", "التداريب"],
  ["السكويلة سكويلة", "المدرسة"],
  ["الليسي ليسي", "الثانوية"],
  ["الكوليج كوليج", "الإعدادي"],
  ["الفاك", "الجامعة"],
  ["الباك باك", "البكالوريا"],
  ["الكونكور كونكور", "مسابقة"],
  ["مرا المرا", "امرأة"],
  ["راجل الراجل", "رجل"],
  ["هادشي", "هذا"],
  ["والو", "لا شيء"],
  ["خويا خوتي اختي أختي صاحبي", ""],
  ["بلا", "بدون"],
  ["التلفون تلفون التيليفون تيليفون", "الهاتف"],
  ["نولي نوليو يولي تولي ولينا وليت", "أصبح"],
];

/** Each Darija spelling and the standard words it stands for. */
export const DARIJA: ReadonlyArray<readonly [string, string]> = entries.flatMap(([spellings, standard]) =>
  spellings
    .split(/\s+/)
    .filter(Boolean)
    .map((spelling) => [spelling, standard] as const),
);

/**
 * Darija written in Latin letters ("Arabizi": "wach kayn chi atelier dyal théâtre?"), digits standing
 * for the letters Latin lacks (3 ع, 7 ح, 9 ق): each spelling as the Arabic-script word it writes, read
 * then like any Darija word. French loans ("atelier", "théâtre") stay as written: the lexicon's
 * concepts give their Arabic words (search.ts).
 */
const arabiziEntries: ReadonlyArray<readonly [string, string]> = [
  ["wach wash wech wesh", "واش"],
  ["ch7al chhal sh7al shhal chhal ch7al che7al bch7al bchhal bsh7al", "شحال"],
  ["fin fayn fain fen", "فين"],
  ["imta fo9ach fou9ach foqach fogach fo9ash foqash w9tach waqtach wqtach", "فوقاش"],
  ["chno chnou chnu achno ashno chnahowa chnahia chnahiya", "شنو"],
  ["kifach kifash kifch", "كيفاش"],
  ["3lach 3lash 3lah", "علاش"],
  ["chkoun chkon shkoun chkun", "شكون"],
  ["kayn kayna kain kaina kaynin kaynine", "كاين"],
  ["makaynch makaynach makaynch", "ماكاينش"],
  ["bghit bghina bgha bghat nbghi kanbghi", "بغيت"],
  ["dyal dial dyali diali dyalkom dialkom dyalek dyalha dyalo dyalhom dyalna", "ديال"],
  ["ghadi ghadin ghadya", "غادي"],
  ["tkoun tkon ykoun ykon", "تكون"],
  ["ntoma ntouma", "نتوما"],
  ["3ndkom 3andkom 3ndek 3andek 3ndi 3andi 3ndna", "عندكم"],
  ["m3a m3akom m3ak", "معاكم"],
  ["3afak 3afakom 3afakoum 3afakum", "عافاك"],
  ["mzyan mezyan mzyana mzyan", "مزيان"],
  ["wakha waxa", "واخا"],
  ["daba", "دابا"],
  ["drari ddrari", "دراري"],
  ["wlidi wldi weldi wlad lwlad", "الولاد"],
  ["bnti binti", "بنتي"],
  ["taman tamane thaman tman", "ثمن"],
  ["flous flouss", "فلوس"],
  ["drahem", "درهم"],
  ["sa3a sa3at", "الساعة"],
  ["nhar", "نهار"],
  ["ghda ghedda ghedwa", "غدوة"],
  ["lyoum lyom", "اليوم"],
  ["simana ssimana", "سيمانة"],
  ["chher chhar chhr", "شهر"],
  ["l3am", "عام"],
  ["lmatch lmatsh", "الماتش"],
  ["lkoura koura lkora", "الكورة"],
  ["tsjil tsjel ttsjil", "التسجيل"],
  ["nsjl nsajel ntsajel ntsjl nsjel", "نتسجل"],
  ["bach bash", "لكي"],
  ["yt3lem yt3lm nt3lem t3lem nt3lm yt3elem", "يتعلم"],
  ["l9raya 9raya lqraya", "القراية"],
  ["lmdrasa mdrasa lmadrasa", "المدرسة"],
  ["had hadi hada hadou", "هاد"],
  ["f fi fl", "في"],
  ["mn men", "من"],
  ["3la 3lih 3liha", "على"],
  ["ila", "إذا"],
  ["wla", "أو"],
  ["hna", "هنا"],
  ["khasni khassni khsni", "خصني"],
  ["nqder n9der nqdr n9dr", "نقدر"],
  ["t9der tqder t9dr", "تقدر"],
  ["nji njiw", "نجي"],
  ["chi chy", "شي"],
  ["li lli", "اللي"],
  ["ana", "أنا"],
  ["letnin ltnin", "الاثنين"],
  ["tlat ttlat", "الثلاثاء"],
  ["larb3a lareb3a", "الأربعاء"],
  ["lkhmis lkhemis", "الخميس"],
  ["jem3a ljem3a ljm3a ljom3a", "الجمعة"],
  ["sebt ssebt ssbt", "السبت"],
  ["l7ed l7ad", "الأحد"],
  ["w", "و"],
  ["jay jaya jayin ljay ljaya", "الجاي"],
  ["hwa howa hia hiya", "هو"],
  ["nta nti", "نتا"],
  ["chokran choukran shukran", "شكرا"],
  ["slm salam slam", "السلام"],
  ["labas labass", "لاباس"],
  ["lmaqar lma9ar maqar ma9ar", "المقر"],
  ["m7lolin m7lol mhlolin mahlolin m7loul", "محلولين"],
  ["msdodin msdod msedod", "مسدودين"],
  ["nkoun nkon nkouno", "نكون"],
  ["nt3awn n3awn n3awnkom", "نعاون"],
  ["nkhdm nkhdem nekhdem", "نخدم"],
];

/**
 * French words Darija speakers write as their own in Latin letters ("bghit numero dyal telephone"): read
 * as the Arabic words the built-in topics know. French also writes them: they never make a question
 * Arabizi.
 */
const loanEntries: ReadonlyArray<readonly [string, string]> = [
  ["benevole benevoles", "متطوع"],
  ["benevolat", "التطوع"],
  ["inscription inscriptions", "التسجيل"],
  ["telephone tel", "الهاتف"],
  ["numero", "رقم"],
  ["email mail imail", "البريد"],
  ["adresse", "العنوان"],
  ["horaire horaires", "أوقات"],
  ["partenariat", "شراكة"],
  ["partenaire partenaires sponsor", "شريك"],
  ["entrainement entrainements", "التداريب"],
  ["equipe", "الفريق"],
  ["prix", "ثمن"],
  ["gratuit gratuite", "مجاني"],
];

export const ARABIZI: ReadonlyMap<string, string> = new Map(
  [...arabiziEntries, ...loanEntries].flatMap(([spellings, arabic]) =>
    spellings
      .split(/\s+/)
      .filter(Boolean)
      .map((spelling) => [spelling, arabic] as const),
  ),
);

/** Spellings French or English also write ("fin", "had", "ana"): they do not make a question Arabizi. */
const SHARED_SPELLINGS = new Set([
  ..."fin fen had hadi hada f fi fl mn men chi chy li lli ana nta nti ila hna taman slm salam slam nhar daba hia".split(
    " ",
  ),
  ...loanEntries.flatMap(([spellings]) => spellings.split(" ")),
]);

/**
 * A word only Arabizi writes: one of the spellings above that French and English do not have, or a
 * digit standing for a letter inside a word ("m3a", "9ra"), not a number with its unit ("3eme", "10h30").
 */
export function isArabiziWord(word: string): boolean {
  if (ARABIZI.has(word)) return !SHARED_SPELLINGS.has(word);
  return (
    /[a-z][379][a-z]|^[379][a-z]{2,}/.test(word) && !/^\d+(?:h|am|pm|e|er|eme|th|st|nd|rd)\d*$/.test(word)
  );
}
