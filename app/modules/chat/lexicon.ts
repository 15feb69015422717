/**
 * Language data of the assistant: stop words, words that betray a language, a few domain synonyms and
 * the words that reveal an intent. Written in plain spelling; `normalize.ts` folds and stems them once
 * at start, exactly as it does questions. Nothing here names a piece of content: it is vocabulary of a
 * foundation-and-club website, not answers.
 */
import type { Locale } from "~/i18n/config";

const list = (text: string) => text.split(/\s+/).filter(Boolean);

/** One value per language, built by the same function. */
export const perLanguage = <T>(make: (language: Locale) => T): Record<Locale, T> => ({
  fr: make("fr"),
  en: make("en"),
  ar: make("ar"),
});

/** Words that carry no topic: removed from retrieval (intents still see them). */
export const STOP_WORDS: Record<Locale, readonly string[]> = {
  fr: list(`
    a à au aux avec quelques quelque ce ces cet cette ceci cela ça c d de des du en et est es êtes sont suis sommes être été
    il ils elle elles on je j tu t vous nous me m moi te toi se s le la les l un une leur leurs lui ma mon
    mes ta ton tes sa son ses notre nos votre vos ne n pas plus ou où par pour sur sous dans qu que qui quoi
    quel quelle quels quelles lequel laquelle comment combien pourquoi quand y avez ai as avons ont avoir
    fait faire faut peut peux puis pouvez pourrais pourriez pourrait voudrais voudrait voudrions veux voulez vouloir savoir
    sais dire dites dis parlez parle parler explique expliquez expliquer info infos information
    informations renseignement renseignements donner donnez donne merci svp stp plaît plait bonjour
    bonsoir salut hello coucou oui non très trop aussi alors donc mais car si tout tous toute toutes chose
    choses quelque ici là est-ce cest ya voilà existe existent-ils sujet concernant propos trouver trouve
    trouvez trouvent connaître connaitre aimerais souhaite souhaiterais besoin chez dit disent propose proposez
    proposer offre offrez offrir existe organise organisez organisent fonctionne passe faites font va vont
    aller obtenir voir consulter fois moment actuellement aujourd hui maintenant déroulent déroule dérouler
    parlent parlez-moi nombre possible disponible disponibles cherche cherchez chercher recherche
    contre vs aura auront aurait aurai jusqu jusque pendant durant lors avant après entre depuis
    beaucoup vraiment exactement précisément sinon parait paraît genre propre propres petit petite petits petites
    aime aimes aimons aimez aiment aimerait adore adorent obtenu obtenir reçu sait savent connais connaît
    pense pensez crois croyez faisons devenu vient viennent venu prendre prend prends pris mettre met
    voit vois voyez voient viens venez venons doit dois doivent devez devons devrait devraient faudrait
    peuvent pouvons veut veulent voulons vais allez allons savez comme
    acceptez accepte acceptent recevez reçoit reçoivent
    était étais étaient étions étiez sera seront serait seraient soit soient avait avais avaient tant avance
    aimerions aimeriez aimerais arrive arrivons juste démarche démarches étapes procédure souhaiterait souhaiterions
    prenne prennent puisse puissent soit soient fasse fassent aille seulement vers venir kel kelle kels kelles koi kwa pk pr ds bcp
    rêve rêves rêvent rêver rêvait quelqu voulais voulait voulaient voulions vouliez jusqua
    pourra pourrai pourront pourrons pourrez peu souvent parfois jamais qd ki vrai vraie vrais vraies véritable exact exacte exacts exactes précis précise précises partir
  `),
  en: list(`
    a an the and or but if of to in on at by for with about from into is are was were be been being am do us
    does did doing have has had having i me my we our ours you your yours he him his she her it its they
    them their what which who whom whose when where why how this that these those there here can could
    would should will shall may might must please tell know want like get give find show need more some
    any s t re ve ll d m hi hello hey thanks thank so than then too very just also as up out not no yes
    info information explain let much many whats hows wheres whens anything something regarding say says
    said offer offers provide provides run runs organise organize organises organizes work works got
    look today now currently there exist exists number possible available looking search searching
    against vs until till off during before after between since every each lot lots really
    like likes liked love loves enjoy enjoys told got getting gotten knows knew think thinks make makes
    made take takes took come comes came go goes went going put keep keeps lets need needs needed
    ur u pls plz accept accepts accepted receive receives allowed allow wants wanted wanting exactly precisely exact precise often sometimes usually always r bit
    way ways making doing gets one steps process procedure somehow otherwise kind sort instead thing things own meant little
    don doesn didn isn aren wasn weren wouldn couldn shouldn haven hasn suggest recommend only around proper actual
    myself yourself himself herself ourselves themselves somewhere anywhere someone anyone dream dreams over
  `),
  ar: list(`
    في من على علي إلى الى عن ما ماذا هل كيف متى أين اين هو هي هذا هذه ذلك تلك التي الذي الذين و أو او ثم
    لكن قد لا لم لن أن إن ان كان كانت يكون أنا انا أنت انت أنتم انتم نحن هم لي لك لكم لنا له لها كل بعض أي
    اي عند لدى لديكم هناك هنا يا مرحبا السلام عليكم شكرا فضلك رجاء أريد اريد أود اود يمكن يمكنني يمكنك
    يمكنكم ممكن حدثني أخبرني اخبرني معلومات بخصوص حول ماهي ماهو وما فما وهل فهل وكيف ما هي بها به فيها فيه
    منكم إليكم اليكم اعرف أعرف نعم يوجد توجد يقول تقول يقولون أجد اجد نجد تقدمون تقدم عندكم الآن اليوم
    كم عدد هنالك متاح متاحة أبحث ابحث نبحث أعطني اعطني أحتاج احتاج ضد أمام معكم معنا بكم عنكم فيكم عليك بيك راك راكم خلال أثناء اثناء
    حصل حصلت يعرف تعرف يحب تحب أحب يريد تريد نريد يحتاج تحتاج يستطيع أستطيع نستطيع صار جاء يأتي ذهب يذهب
    فوق تحت بين قبل بعد خلف مع بدون دون منذ أذهب لكي كي حتى إذا اذا كثير كثيرا جزيلا
    يجب ينبغي فعل فعلت فعلتم فعلوا قمتم قمت تفعل يفعل نفعل تفعلون يفعلون أجل لأجل
    تقبلون تقبل يقبل نقبل لكل بكل يتم تتم سيتم
    تكون يكون نكون أكون يكونوا تكونوا
    ممارسة يمارس تمارس نمارس أمارس أفعل
    نود يود تود أحد إحدى فيم فيما ستستعمل تستعمل يستعمل ستستخدم تستخدم تظلون تبقون عندي لدي
    الخطوات خطوات الإجراءات أرغب نرغب يرغب
    تقترحون تقترح تنصحون تنصح تناسب يناسب تناسبها يناسبها يناسبه تناسبه غالبا دائما أحيانا إليه إليها إليكم لديها شيء المجيء بالمجيء جدا جداً هن بدل بدلا فقط
    بمن لمن ممن عمن بالضبط تحديدا
    شيئا شيئاً معه معها معهم لذلك أتمكن يتمكن نتمكن تتمكن يحلم تحلم أحلم أجرت أجرى أجروا
    ليس ليست لست لسنا ليسوا رغم بالرغم
  `),
};

/**
 * Whom a visitor asks for ("my SON wants to learn to code"): they say little of what the question is
 * about, and the pages rarely use them ("children aged 8 to 12", "pupils").
 */
export const FAMILY_WORDS: Record<Locale, string> = {
  fr: "fils fille filles enfant enfants gamin gamins gamine gosse gosses môme mômes neveu nièce petit-fils petite-fille",
  en: "son sons daughter daughters child children kid kids nephew niece grandson granddaughter",
  ar: "ابني ابنتي ابنائي أبنائي بنتي ولدي طفلي أطفالي اطفالي ابنة ابن طفل أطفال الأطفال للأطفال لطفل",
};

/** "The next HOME game", "our last AWAY match", in the three languages: which side of the club's team. */
export const MATCH_SIDE_WORDS = {
  home: "domicile maison home أرضنا ارضنا ميداننا ملعبنا قواعدنا",
  away: "extérieur déplacement away خارج الخارج خارجية الديار",
};

/**
 * Questions a foundation's site never answers, whatever words they share with its pages ("quel temps
 * fera-t-il à Safi samedi ?" is not about the match at Safi): each line a run of words.
 */
export const OFF_TOPIC_PHRASES: Record<Locale, readonly string[]> = {
  fr: [
    ...["météo", "quel temps", "pleuvoir", "pleuvra", "il pleut", "prévisions météorologiques"],
    // General knowledge, and the prices of the world's markets.
    ...["qui a inventé", "qui a découvert"],
    // Politics: the foundation takes no side.
    ...["élections", "élection", "voter pour", "parti politique", "partis politiques"],
    // Rankings of the world's schools, doctors and places: the site recommends none.
    ...["meilleure école", "meilleur lycée", "meilleure université", "meilleur médecin", "meilleur hôtel"],
    ...[
      "prix de l'or",
      "cours de l'or",
      "taux de change",
      "cours du dollar",
      "cours de l'euro",
      "prix du pétrole",
      "bitcoin",
      "la bourse de",
    ],
  ],
  en: [
    ...["weather", "forecast", "will it rain", "is it raining", "going to rain"],
    ...["who invented", "who discovered"],
    ...["election", "elections", "vote for", "political party", "political parties"],
    ...["best school", "best high school", "best university", "best doctor", "best hotel"],
    ...[
      "gold price",
      "price of gold",
      "exchange rate",
      "dollar rate",
      "oil price",
      "price of oil",
      "bitcoin",
      "stock market",
      "stock price",
    ],
  ],
  ar: [
    ...[
      "الطقس",
      "حالة الجو",
      "الأرصاد",
      "ستمطر",
      "هل تمطر",
      "الأحوال الجوية",
      "يكون الجو",
      "الجو غدا",
      "الجو اليوم",
    ],
    ...["من اخترع", "من اكتشف"],
    ...["الانتخابات", "انتخابات", "التصويت على", "نصوت على", "حزب سياسي", "الأحزاب السياسية"],
    ...["أفضل مدرسة", "أحسن مدرسة", "أفضل جامعة", "أحسن جامعة", "أفضل طبيب", "أحسن طبيب", "أفضل فندق"],
    ...[
      "سعر الذهب",
      "ثمن الذهب",
      "سعر الصرف",
      "سعر الدولار",
      "سعر الأورو",
      "سعر اليورو",
      "سعر النفط",
      "سعر البترول",
      "بيتكوين",
      "البورصة",
    ],
  ],
};

/**
 * Words as visitors abbreviate them in a text message ("nxt", "tmrw", "cmb"), each read as the words it
 * stands for. Only abbreviations that are no other word of the language; Arabic's are in `darija.ts`.
 */
export const TEXTING_SPELLINGS: Record<
  "fr" | "en",
  ReadonlyArray<readonly [spellings: string, standard: string]>
> = {
  fr: [
    ["slt", "salut"],
    ["bjr", "bonjour"],
    ["qd qnd kan kand", "quand"],
    ["cmb cb combi1", "combien"],
    ["cmt kom koment komen", "comment"],
    ["pkoi pq pkq", "pourquoi"],
    ["ki", "qui"],
    ["dmn dm1", "demain"],
    ["ajd auj", "aujourd'hui"],
    ["tjr tjrs", "toujours"],
    ["rdv", "rendez-vous"],
    ["dispo dispos", "disponible"],
    ["msg", "message"],
    ["prochn proch", "prochain"],
  ],
  en: [
    ["nxt", "next"],
    ["tmrw tmr tmrow 2moro 2morrow 2mrw", "tomorrow"],
    ["wknd", "weekend"],
    ["msg", "message"],
    ["ppl", "people"],
    ["hrs", "hours"],
    ["yrs", "years"],
    ["wat wht wut", "what"],
    ["wen", "when"],
    ["whr", "where"],
    ["abt", "about"],
    ["thx tnx thnx", "thanks"],
    ["pic pics", "photos"],
    ["vid vids", "videos"],
    ["bball", "basketball"],
    ["b4", "before"],
    ["bcoz coz cuz", "because"],
    ["wensday wendsday wednsday wenesday", "wednesday"],
  ],
};

/**
 * Our news by e-mail is the newsletter, whatever topic "news" or "sign up" fires: a question with a
 * word of each group (compared whole, as written) is about subscribing.
 */
export const NEWSLETTER_WORDS: Record<Locale, { news: string; mail: string }> = {
  fr: {
    news: "actualités actualité actus actu nouvelles news infos",
    mail: "mail e-mail email courriel mails emails",
  },
  en: { news: "news updates", mail: "email e-mail mail emails inbox" },
  ar: {
    news: "أخبار الأخبار أخباركم أخبارنا مستجدات مستجداتكم جديدكم",
    mail: "البريد بريد بريدي الإيميل إيميل الايميل ايميل الإلكتروني الالكتروني",
  },
};

/** Frequent words that say which of French and English a question is written in. */
export const LANGUAGE_MARKERS: Record<"fr" | "en", readonly string[]> = {
  fr: list(`
    le la les des du un une est et pour que qui quel quelle quels quelles comment combien pourquoi quand
    où vous nous je votre vos notre nos avec dans sur au aux ce cette ces sont suis avez peux pouvez puis
    bonjour bonsoir salut merci prochain prochaine dernier dernière actualités horaires ouvert ouverture
    rejoindre devenir partenaire contacter joindre c'est qu'est-ce est-ce y-a-t-il il elle ils
    svp parlez-moi l' d' j' qu'
  `),
  en: list(`
    the is are what how when where who which do does did can could would you your i my to of and for with
    about next last latest hours open join become partner contact news game games hello hi hey thanks
    thank please there this that have has get tell me show upcoming whats
  `),
};

/**
 * A few words visitors use for the same thing. A synonym counts a little less than the word itself.
 * Keys and values are plain words of one language.
 */
export const SYNONYMS: Record<Locale, Readonly<Record<string, readonly string[]>>> = {
  fr: {
    rencontre: ["match"],
    partie: ["match"],
    matchs: ["match"],
    soutien: ["tutorat"],
    cours: ["tutorat"],
    tuteur: ["tutorat"],
    tuteurs: ["tutorat"],
    tutorat: ["tuteurs"],
    bourse: ["boursiers"],
    boursier: ["bourses"],
    entraineur: ["coach"],
    coach: ["entraîneur"],
    benevole: ["bénévolat"],
    benevolat: ["bénévoles"],
    partenariat: ["partenaire"],
    partenaire: ["partenariat"],
    sponsor: ["partenaire"],
    mentor: ["mentorat"],
    mentorat: ["mentors"],
    resultat: ["score"],
    score: ["résultat"],
    femmes: ["féminine"],
    filles: ["féminine"],
    dames: ["femmes"],
    videos: ["vidéothèque"],
    photos: ["photothèque"],
    basketball: ["basket"],
    basket: ["basketball"],
    documents: ["document"],
    rapport: ["bilan"],
    telecharger: ["document"],
    jpo: ["portes", "ouvertes"],
    postuler: ["candidature"],
    maths: ["mathématiques"],
    math: ["mathématiques"],
    calcul: ["mathématiques"],
    casa: ["Casablanca"],
    gagne: ["victoire"],
    don: ["collecte"],
    dons: ["collecte"],
    donner: ["collecte"],
    livre: ["ouvrages"],
    livres: ["ouvrages"],
    ouvrage: ["livres"],
    gagner: ["victoire"],
    battu: ["victoire"],
    candidater: ["candidature"],
  },
  en: {
    game: ["match"],
    games: ["matches"],
    fixture: ["match"],
    tutoring: ["tutor"],
    tutor: ["tutoring"],
    grant: ["scholarship"],
    grants: ["scholarships"],
    bursary: ["scholarship"],
    scholarship: ["scholarships"],
    coach: ["coaches"],
    trainer: ["coach"],
    volunteer: ["volunteers"],
    partner: ["partnership"],
    partnership: ["partner"],
    sponsor: ["partner"],
    mentor: ["mentoring"],
    mentoring: ["mentor"],
    schedule: ["calendar"],
    women: ["women's"],
    girls: ["women"],
    ladies: ["women"],
    female: ["women"],
    basketball: ["basket"],
    movie: ["video"],
    clip: ["video"],
    pictures: ["photos"],
    pics: ["photos"],
    rulebook: ["rules"],
    regulations: ["rules"],
    result: ["score"],
    score: ["result"],
    apply: ["applications"],
    maths: ["mathematics"],
    math: ["mathematics"],
    casa: ["Casablanca"],
    hoops: ["basketball"],
    donate: ["drive", "donations"],
    donation: ["drive"],
    donations: ["drive"],
    beat: ["win"],
    beaten: ["win"],
    won: ["win"],
    defeated: ["win"],
    outlet: ["media"],
    outlets: ["media"],
  },
  ar: {
    لقاء: ["مباراة"],
    كازا: ["الدار", "البيضاء"],
    منحة: ["منح"],
    منح: ["المنح"],
    شراكة: ["شريك"],
    شريك: ["شراكة"],
    متطوع: ["التطوع"],
    تطوع: ["متطوعين"],
    فيديو: ["فيديوهات"],
    صور: ["صورة"],
    مدرب: ["مدربين"],
    تقرير: ["تقارير"],
    نتيجة: ["نتائج"],
    تبرع: ["جمع"],
    أتبرع: ["تبرع", "جمع"],
    فزتم: ["فوز"],
    فزنا: ["فوز"],
    فاز: ["فوز"],
    انتصر: ["فوز"],
  },
};

/**
 * Groups of words that stand for one another when a visitor's words differ from the content's
 * ("le prix d'une place" / "billets à 20 dirhams"): each member of a group also looks for the others,
 * at a synonym's weight. Everyday vocabulary of a foundation-and-club website, per language. The
 * three lists are parallel (the nth group means the same in every language): an item written in one
 * language only is found by a question in another through them (`search.ts`).
 */
export const CONCEPTS: Record<Locale, readonly string[]> = {
  fr: [
    "prix tarif tarifs coût coûte coûter coûté payer payant payante charge frais montant billet billets participation dirham dirhams",
    "gratuit gratuite gratuits gratuitement",
    "légume légumes potager jardin jardins récolte cultiver cultivent",
    "enfant enfants fils fille gamin gamins gosse gosses môme mômes écolier écoliers",
    "coup envoi commence commencer début débute",
    "acheter achète vendre vendu vendue vente marché",
    "initier initie initiation apprendre",
    "occupe occuper anime animer encadre encadrer",
    "été juillet août vacances",
    "fermé fermée fermés fermeture fermer",
    "lien site url internet web",
    "inscription inscrire inscrit adhésion",
    // Broader domain vocabulary of a foundation (education, culture, youth) and a club (decision 021).
    "livre livres bouquin bouquins lecture lire lecteurs bibliothèque bibliothèques conte contes conteur histoires raconter récit roman",
    "montagne montagnes village villages rural rurale rurales douar douars campagne",
    "orientation orienter filière filières études étudier métier métiers carrière avenir baccalauréat bac",
    "robot robots robotique machine machines technologie technologique programmer programmation coder codage",
    "informatique ordinateur ordinateurs ordi ordis pc numérique digital",
    "adolescent adolescents ado ados jeune jeunes collégien collégiens lycéen lycéens jeunesse junior juniors",
    "entreprise entreprises société sociétés firme mécène pme startup",
    "atelier ateliers séance séances stage stages",
    "concours compétition compétitions tournoi tournois championnat affronter affrontés affrontées",
    "voyage voyages sortie sorties excursion excursions visite visites caravane tournée balade balades promenade promenades randonnée randonnées",
    "musique musical chant chorale instrument audition auditions",
    "dessin dessiner peinture peindre art arts artistique",
    "santé médecin médecins docteur docteurs médical médicale soins soigner soigné soignés soignée traitement spécialiste spécialistes toubib toubibs",
    "environnement nature arbre arbres recyclage recycler planter plantation",
    "examen examens révision réviser révisions devoirs",
    "parent parents famille familles mère père maman papa grand-mère grand-père grands-parents mamie papy",
    "joueur joueurs joueuse joueuses effectif",
    "salle gymnase terrain stade",
    "emploi emplois travail job boulot taf recrutement embauche chômage chômeur chômeurs employeur employeurs recruteur recruteurs",
    "argent financer financement financé subvention",
    "entrée admission accès",
    "fête célébration cérémonie gala",
    "plateforme plateformes appli application",
    "dentaire dentaires dent dents dentiste dentistes bucco-dentaire carie caries",
    "campagne campagnes",
    "dépistage dépistages dépister diagnostic",
  ],
  en: [
    "price prices cost costs fee fees pay paid ticket tickets charge dirham dirhams",
    "free gratis",
    "vegetable vegetables garden gardening harvest grow grew growing",
    "kid kids child children son daughter youngster youngsters",
    "start starts begin begins tip kickoff",
    "buy bought sell sold sale market",
    "learn teach teaches",
    "run runs lead leads supervise",
    "summer july august holiday holidays vacation",
    "closed closure close shut",
    "link website site url web",
    "sign register registration enrol enroll enrolment",
    // Broader domain vocabulary of a foundation (education, culture, youth) and a club (decision 021).
    "book books reading read readers library libraries story stories storytelling storyteller tale tales novel",
    "mountain mountains village villages rural countryside",
    "guidance orientation career careers study studies studying degree baccalaureate profession professions",
    "robot robots robotics machine machines technology program programming code coding",
    "computer computers computing digital",
    "teenager teenagers teen teens adolescent adolescents youth young youngsters junior juniors",
    "company companies business businesses firm corporate sme smes startup startups",
    "workshop workshops session sessions class classes course courses",
    "competition competitions contest contests tournament tournaments championship compete competed competing",
    "trip trips outing outings excursion excursions visit visits caravan tour journey hike hikes",
    "music musical singing choir instrument audition auditions",
    "drawing draw painting paint art arts artistic",
    "health doctor doctors medical care treat treated treatment specialist specialists",
    "environment nature tree trees recycling recycle planting plant",
    "exam exams revision revise homework",
    "parent parents family families mother father mum dad grandma grandmother grandpa grandfather granny grandparents",
    "player players squad roster",
    "hall gym gymnasium court arena stadium",
    "employment job jobs work hiring recruitment unemployment unemployed employer employers recruiter recruiters",
    "money fund funding funded grant subsidy",
    "entry admission entrance",
    "party celebration ceremony gala",
    "platform platforms app application",
    "dental teeth tooth dentist dentists cavity cavities decay",
    "campaign campaigns",
    "screening screenings check-up checkup diagnosis",
  ],
  ar: [
    "ثمن سعر تدفع تدفعون يدفعون تكلفة كلفة كلف كلفت تكلف تذكرة تذاكر مبلغ مصاريف رسوم درهم دراهم درهما دفع دفعت دفعوا يدفع ندفع أدفع مساهمة",
    "مجاني مجانا مجانية",
    "خضر خضروات خضار زراعة يزرع يزرعون زرع غلة",
    "طفل أطفال ابن أبناء ابنة أبنائي أطفالي صغار",
    "يبدأ بداية انطلاق تنطلق",
    "شراء اشتري أشتري يشتري بيع يباع تباع سوق",
    "تعلم يتعلم يلقن",
    "يشرف يؤطر تؤطر مشرف مؤطر",
    "صيف الصيف يوليوز غشت عطلة العطلة",
    "إغلاق مغلق تغلقون",
    "رابط موقع",
    "تسجيل التسجيل اشتراك",
    // Broader domain vocabulary of a foundation (education, culture, youth) and a club (decision 021).
    "كتاب كتب قراءة يقرأ مطالعة مكتبة مكتبات قصة قصص حكاية حكايات حكي يحكي تحكي رواية",
    "جبل جبال قرية قرى قروي قروية البادية دوار دواوير",
    "توجيه شعبة شعب دراسة يدرس أدرس مهنة مهن مستقبل البكالوريا الباكالوريا تخصص",
    "روبوت روبوتات تكنولوجيا برمجة يبرمج يبرمجون",
    "حاسوب حواسيب معلوميات رقمي رقمية",
    "مراهق مراهقين مراهقون شاب شباب يافع يافعين",
    "شركة شركات مقاولة مقاولات",
    "ورشة ورشات دورة دورات",
    "مسابقة مسابقات منافسة دوري بطولة تنافس تنافسوا يتنافس",
    "رحلة رحلات خرجة زيارة زيارات قافلة جولة نزهة نزهات",
    "موسيقى غناء الغناء إنشاد الإنشاد أناشيد كورال",
    "رسم فن فنون",
    "صحة طبيب أطباء طبي علاج العلاج اختصاصي أخصائي",
    "بيئة طبيعة شجرة أشجار تدوير غرس",
    "امتحان امتحانات مراجعة واجبات",
    "أسرة أسر عائلة عائلات أم أب والدين جدتي الجدة جدة",
    "لاعب لاعبين لاعبة",
    "قاعة ملعب",
    "شغل عمل وظيفة وظائف تشغيل عاطل البطالة مشغل مشغلين مشغلون موظفين",
    "مال تمويل دعم",
    "دخول الدخول",
    "حفل احتفال",
    "منصة منصات تطبيق",
    "أسنان الأسنان لأسنانه تسوس",
    "حملة حملات",
    "فحص الفحص كشف الكشف تشخيص",
  ],
};

/**
 * Arabic singulars and their broken plurals, which no light stemmer brings together ("نشاط" /
 * "أنشطة"): a question's word also looks for its other form.
 */
export const ARABIC_NUMBER_FORMS: readonly string[] = [
  "تلميذ تلاميذ",
  "طفل أطفال",
  "نشاط أنشطة",
  "كتاب كتب",
  "فريق فرق",
  "مدرسة مدارس",
  "شاب شباب",
  "درس دروس",
  "حصة حصص",
  "مقعد مقاعد",
  "تذكرة تذاكر",
  "جائزة جوائز",
  "يوم أيام",
  "برنامج برامج",
  "حديقة حدائق",
  "شريك شركاء",
  "عضو أعضاء",
  "مشروع مشاريع",
  "موعد مواعيد",
  "شهر أشهر",
  "طالب طلبة",
  "طالب طلاب",
  "أستاذ أساتذة",
  "ولد أولاد",
  "ابن أبناء",
  "أسرة أسر",
  "خبر أخبار",
  "صورة صور",
  "وثيقة وثائق",
  "دليل أدلة",
  "مكان أماكن",
  "مركز مراكز",
  "ملعب ملاعب",
  "رابط روابط",
  "موقع مواقع",
  "منحة منح",
  "ورشة ورش",
  "بطل أبطال",
  "هدف أهداف",
  "نقطة نقاط",
  "سؤال أسئلة",
  "شرط شروط",
  "وظيفة وظائف",
  "تدريب تداريب",
  "مهنة مهن",
  "فرصة فرص",
  "لغة لغات",
  "علم علوم",
  "فن فنون",
  "حي أحياء",
  "مدينة مدن",
  "سوق أسواق",
  "سعر أسعار",
  "زائر زوار",
  "لاعب لاعبون",
  "مدرب مدربون",
  "كرة كرات",
  "جمعية جمعيات",
];

/**
 * What a question asks for, by its words: a date or a time, a place, a number, an amount, an address.
 * The answer then starts from the sentence that gives it (asks.ts).
 */
export const ASK_WORDS: Record<
  | "when"
  | "where"
  | "howMany"
  | "howMuch"
  | "howLong"
  | "link"
  | "phone"
  | "forWhom"
  | "who"
  | "name"
  | "colour",
  Record<Locale, string>
> = {
  when: {
    fr: "quand qd date heure heures horaire horaires jour jours commence débute début envoi",
    en: "when date time day days hour start starts begin begins kickoff kick tip tipoff",
    ar: "متى موعد وقت تاريخ ساعة يوم يبدأ بداية انطلاق تنطلق ينطلق انطلاقة",
  },
  where: {
    fr: "où lieu endroit salle localisation",
    en: "where venue location place held",
    ar: "أين فين وين مكان عنوان تقام ستقام يقام تجرى ستجرى يجرى",
  },
  howMany: {
    fr: "combien nombre",
    en: "many number",
    ar: "كم عدد",
  },
  howMuch: {
    fr: "prix tarif coût coûte coûté coûter payant gratuit gratuite montant frais payer paie billet billets ticket tickets",
    en: "much price cost costs fee fees free paid amount pay ticket tickets",
    ar: "ثمن سعر تكلفة كلفة كلف كلفت مجاني مجانا مبلغ بكم أدفع ندفع تذكرة التذكرة تذاكر التذاكر",
  },
  // For how long: "combien de temps", "how long", "ما المدة".
  howLong: {
    fr: "temps durée longtemps dure durent",
    en: "long duration lasts",
    ar: "مدة المدة طوال تستغرق يستغرق كتدوم كيدوم",
  },
  // Who may take part ("who is ALLOWED to give blood?"); "who can…", "لمن…" are read in asks.ts.
  forWhom: {
    fr: "droit autorisé autorisée autorisés autorisées",
    en: "allowed eligible",
    ar: "يحق يسمح لمن",
  },
  // A person's name: told apart by its capitals, so not in Arabic script (asks.ts).
  who: {
    fr: "qui ki",
    en: "who whom",
    ar: "",
  },
  // The name of a person or a company ("comment s'appelle la psychologue ?"); asks.ts keeps it only
  // beside a word for one (`NAMED_ROLES`): the name of a platform or a workshop is its title.
  name: {
    fr: "nom noms appelle appellent appelait",
    en: "name names called",
    ar: "اسم إسم اسمه اسمها أسماء اسماء سمية سميتو سميتها",
  },
  // A colour ("de quelle couleur est le carnet ?"): pages seldom give one, and then in a colour's word.
  colour: {
    fr: "couleur couleurs",
    en: "colour colours color colors",
    ar: "لون اللون ألوان الألوان لونه لونها",
  },
  phone: {
    // Not "mobile" nor "portable": a mobile library, a laptop.
    fr: "téléphone tél gsm whatsapp",
    en: "phone telephone cellphone whatsapp",
    ar: "هاتف الهاتف هاتفه هاتفها تلفون تيليفون واتساب",
  },
  link: {
    fr: "lien url site internet web",
    en: "link url website site web",
    ar: "رابط موقع",
  },
};

/**
 * "L'adresse de Lecture Plus": the address of an item that has one of its own (a platform's site) is
 * that address; of anything else, a place. Not a "link" ask: it must not keep a venue from answering.
 */
/** Words asking how a match ended: a match still to be played cannot answer them. */
export const RESULT_WORDS: Record<Locale, string> = {
  fr: "score scores résultat résultats gagné gagnant gagnants vainqueur vainqueurs remporté perdu",
  en: "score scores result results won winner winners lost",
  ar: "نتيجة النتيجة نتائج النتائج فاز فازت الفائز ربح خسر",
};

/** Words of giving: a donation, of blood or books as well as money, is not a partnership on its own. */
export const DONATION_WORDS: Record<Locale, string> = {
  fr: "don dons donner donne donnez verser contribuer contribution argent somme",
  en: "donate donation donations give contribute contribution money sum",
  ar: "تبرع التبرع أتبرع نتبرع أعطي أقدم أساهم مال المال مبلغ مساهمة",
};

/**
 * An organisation asking to join speaks of its own ("NOTRE association", "an association I run", "جمعيتنا"):
 * the organisations' form comes first. "L'association" alone is the foundation itself, and "l'école de
 * basket" the club's own; a school speaks of itself as "notre école", "our school", "مدرستنا" ("mon
 * école" is a pupil's). Each group: the words an organisation calls itself, and those owning them.
 */
export const ORGANISATION_WORDS: Record<Locale, ReadonlyArray<{ owners: string; words: string }>> = {
  fr: [
    {
      owners: "notre nos mon ma mes une",
      words:
        "association associations organisation organisations ong établissement établissements lycée collège",
    },
    { owners: "notre nos", words: "école écoles" },
  ],
  en: [
    {
      owners: "our my an a",
      words: "association associations organisation organisations organization organizations ngo charity",
    },
    { owners: "our", words: "school schools" },
  ],
  // Arabic says "ours" in the word itself, or who speaks for it.
  ar: [{ owners: "رئيس رئيسة أمثل نمثل أترأس", words: "جمعيتنا منظمتنا مدرستنا جمعية منظمة" }],
};

export const ADDRESS_WORDS: Record<Locale, string> = {
  fr: "adresse adresses",
  en: "address addresses",
  ar: "عنوان العنوان عناوين",
};

/**
 * The weekdays a question names, in the three languages and Darija, by ISO number (1 is Monday); the
 * weekend is both of its days. An hours question that names one is answered for that day first.
 */
export const WEEKDAY_WORDS: ReadonlyArray<readonly [days: readonly number[], names: string]> = [
  [[1], "lundi lundis monday mondays الاثنين الإثنين لاثنين"],
  [[2], "mardi mardis tuesday tuesdays الثلاثاء الثلاث"],
  [[3], "mercredi mercredis wednesday wednesdays الأربعاء الاربعاء لاربع"],
  [[4], "jeudi jeudis thursday thursdays الخميس لخميس"],
  [[5], "vendredi vendredis friday fridays الجمعة الجمعه جمعة"],
  [[6], "samedi samedis saturday saturdays السبت سبت"],
  [[7], "dimanche dimanches sunday sundays الأحد الاحد لحد الحد"],
  [[6, 7], "week-end weekend weekends ويكاند الويكاند ويكند"],
];

export type IntentName =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "help"
  | "hours"
  | "contact"
  | "nextMatch"
  | "lastResult"
  | "latestNews"
  | "join"
  | "partner";

/** Social intents answer only when the message carries nothing else. */
export const SOCIAL_INTENTS: ReadonlySet<IntentName> = new Set(["greeting", "thanks", "goodbye", "help"]);

/** On a tie (same number of word groups matched), the earlier intent wins. */
export const INTENT_PRIORITY: readonly IntentName[] = [
  "lastResult",
  "nextMatch",
  "hours",
  "contact",
  "latestNews",
  "partner",
  "join",
  "help",
  "thanks",
  "goodbye",
  "greeting",
];

/**
 * Words that belong to an intent's usual phrasing without revealing it alone ("DEVENIR partenaire",
 * "ouverts le SAMEDI"): they are not counted as a further topic of the question.
 */
export const INTENT_PHRASING: Partial<Record<IntentName, Record<Locale, string>>> = {
  hours: {
    fr: "jour jours journée semaine week-end weekend samedi dimanche lundi mardi mercredi jeudi vendredi matin soir midi heure heures centre bureau bureaux demain aujourd'hui après-midi quelqu quelqu'un déposer dossier rendez-vous rdv passer venir visite visiter entre deux pause déjeuner",
    en: "day days week weekend weekends saturday saturdays sunday sundays monday tuesday wednesday thursday friday morning evening hour time centre center office tomorrow today tonight afternoon anyone someone appointment walk drop visit lunch lunchtime break",
    ar: "يوم أيام الأسبوع السبت الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة صباحا مساء الصباح المساء ساعة المركز مركز المكتب مكتب غدا اليوم الزوال الظهر موعد زيارة أزور آتي أسأل",
  },
  contact: {
    fr: "page formulaire vous équipe centre bureau bureaux situé située situés trouve locaux siège fondation club écrire envoyer message meilleur meilleure moyen façon manière simple rapide question questions administration direction",
    en: "page form team centre center office located situated based foundation club send write message best quickest easiest simplest fastest question questions management administration",
    ar: "صفحة استمارة فريق المركز مركز المكتب يقع تقع مقر المقر المؤسسة النادي أصل نصل الوصول أرسل أراسل أراسلكم أكتب مراسلة رسالة أفضل أسرع أسهل طريقة وسيلة سؤال أسئلة إدارة الإدارة",
  },
  nextMatch: {
    fr: "club équipe basket date heure lieu où demain semaine week-end weekend soir lundi mardi mercredi jeudi vendredi samedi dimanche domicile extérieur maison",
    en: "club team basketball date time venue where tomorrow tonight week weekend monday tuesday wednesday thursday friday saturday sunday home away",
    ar: "النادي الفريق موعد مكان أين غدا الأسبوع الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد أرضنا أرضية ميداننا خارج",
  },
  lastResult: {
    fr: "club équipe basket hier semaine week-end weekend soir lundi mardi mercredi jeudi vendredi samedi dimanche domicile extérieur maison",
    en: "club team basketball yesterday week weekend monday tuesday wednesday thursday friday saturday sunday home away",
    ar: "النادي الفريق أمس الأسبوع الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد أرضنا أرضية ميداننا خارج",
  },
  latestNews: {
    fr: "dernières dernier récentes récent fondation club site",
    en: "latest last recent foundation club site",
    ar: "آخر أحدث المؤسسة النادي",
  },
  join: {
    fr: "devenir comment faire équipe communauté enfant enfants fils fille filles club basket basketball tuteur tuteurs mentor mentors coach entraîneur animateur animatrice volontaire parler contacter appeler écrire adresser événement événements activités meilleur meilleure moyen façon manière week-end weekend samedi dimanche semaine heures aider accompagner accompagnez encadrer",
    en: "become how team community son daughter child children kid kids club basketball tutor tutors mentor mentors coach helper talk speak contact call write event events activities best easiest weekend weekends week hours help accompany support",
    ar: "أصبح أكون كيف المجتمع ابني ابنتي أبنائي طفلي أطفالي النادي الفريق كرة السلة مؤطر مؤطرا مؤطرة مدرب مدربا منشط أتحدث أتكلم أكلم أتصل اتصل أراسل فعاليات الفعاليات أنشطتكم الأنشطة أفضل طريقة عطلة نهاية الأسبوع المؤسسة مؤسستكم",
  },
  partner: {
    fr: "devenir comment fondation club équipe entreprise société association organisation soutenir parler contacter appeler écrire adresser représente représentons meilleur meilleure moyen façon manière financièrement financement projet projets rse politique cadre basket basketball pme startup",
    en: "become how foundation club team company business association organisation organization support talk speak contact call write represent best easiest financially project projects csr policy basketball sme startup",
    ar: "أصبح أكون كيف المؤسسة النادي الفريق فريق تريد دعم أتحدث أتكلم أكلم أتصل اتصل أراسل أمثل نمثل شركة شركتي شركتنا مقاولة مقاولتنا جمعية جمعيتنا أفضل طريقة فرق الفرق ماديا ماليا مشروع مشاريع برامجكم المسؤولية الاجتماعية",
  },
};

/** A trigger is a list of word groups: it fires when the question has one word of every group. */
export type Trigger = readonly (readonly string[])[];

const any = (text: string): Trigger => [list(text)];
const all = (...groups: string[]): Trigger => groups.map(list);

export const INTENT_TRIGGERS: Record<IntentName, Record<Locale, readonly Trigger[]>> = {
  // "Who are you?" is answered by the greeting, which says who the assistant is.
  greeting: {
    fr: [any("bonjour salut bonsoir coucou hello salam"), all("qui", "êtes es", "vous tu")],
    en: [
      any("hello hi hey greetings salam"),
      all("good", "morning afternoon evening"),
      all("who", "are", "you"),
    ],
    ar: [
      all("من", "أنت انت أنتم انتم"),
      any("مرحبا أهلا اهلا سلام هلا لاباس كيداير كيدايرة كيدايرين"),
      all("السلام", "عليكم"),
      all("صباح مساء", "الخير النور"),
      all("كيف", "حالك حالكم"),
    ],
  },
  thanks: {
    fr: [any("merci remercie")],
    en: [any("thanks thank cheers")],
    ar: [any("شكرا شكراً جزاك يعطيك"), all("بارك", "الله")],
  },
  goodbye: {
    fr: [any("revoir bye adieu")],
    en: [any("bye goodbye farewell")],
    ar: [any("وداعا"), all("إلى", "اللقاء")],
  },
  help: {
    fr: [any("aide aider aidez help"), all("peux pouvez sais savez", "faire")],
    en: [any("help"), all("what", "can", "do")],
    ar: [any("مساعدة ساعدني تساعدني"), all("ماذا ما", "تستطيع يمكنك")],
  },
  hours: {
    fr: [
      any("horaire horaires"),
      all("heure heures jours", "ouverture ouvert ouverts ouvrez fermeture fermez bureau bureaux accueil"),
      any("ouvert ouverts ouvrez ouverture fermez fermé fermés fermeture"),
      all("quand heure", "passer venir visiter"),
      all("rendre", "visite"),
      all("jusqu jusque", "heure heures"),
      all(
        "passer venir visiter visite",
        "demain matin après-midi aujourd lundi mardi mercredi jeudi vendredi samedi dimanche week-end weekend",
      ),
      // "Heures de permanence": the hours someone is there to answer.
      any("permanence permanences"),
      all("jours heures quand", "disponible disponibles dispo joignable joignables accessible accessibles"),
      // Reaching us on a given day is asking when we are there ("vous répondez au téléphone le dimanche ?").
      all(
        "téléphone répondez répondre joindre appeler standard joignable joignables accessible accessibles",
        "lundi mardi mercredi jeudi vendredi samedi dimanche week-end weekend matin soir midi après-midi",
      ),
      all(
        "travaillez",
        "lundi mardi mercredi jeudi vendredi samedi dimanche week-end weekend matin soir aujourd demain",
      ),
    ],
    en: [
      any("hours"),
      any("open opening close closing closed shut"),
      all("what", "time", "open close"),
      all("when", "visit come drop"),
      all("drop pop swing come", "by in"),
      all("days hours when", "available reachable accessible"),
      all(
        "visit visiting answer phone call reach reachable available office",
        "monday mondays tuesday wednesday thursday friday fridays saturday saturdays sunday sundays weekend weekends morning evening afternoon lunchtime",
      ),
      all(
        "work",
        "monday mondays tuesday wednesday thursday friday fridays saturday saturdays sunday sundays weekend weekends today tomorrow tonight",
      ),
    ],
    ar: [
      all("أوقات ساعات مواعيد توقيت أيام", "العمل الدوام الاستقبال الفتح عملكم"),
      all("متى", "تفتحون تفتح مفتوح تغلقون تعملون"),
      any("مفتوح تفتحون الدوام مغلق مغلقة"),
      all(
        "تعملون تشتغلون",
        "يوم أيام الأيام السبت الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة اليوم غدا الصباح المساء",
      ),
      all(
        "آتي أزور نزور زيارة أمر",
        "غدا اليوم الصباح المساء الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد",
      ),
      all(
        "تردون تجيبون الهاتف هاتف أتصل نتصل",
        "السبت الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة الصباح المساء",
      ),
      // Darija: "كتسدو" (you close), "كتحلو" (you open).
      any("كتسدو تسدو سادين كتحلو تحلو"),
      all("الساعة ساعة", "تفتحون تغلقون"),
    ],
  },
  contact: {
    fr: [
      any(
        "contacter contact contactez joindre joignable joignables téléphone tel email mail courriel adresse appeler écrire numéro",
      ),
      all("parler discuter", "quelqu quelqu'un conseiller responsable personne équipe"),
      // "Où se trouve le centre ?", not "le formulaire, je le trouve où ?".
      all(
        "où",
        "trouve trouvez trouvent situé située situés siège locaux",
        "vous se votre vos centre bureau bureaux fondation club association",
      ),
      all("où", "êtes vous"),
      all("où", "votre vos", "club fondation centre association bureaux"),
      all("envoyer écrire adresser laisser", "message messages mot"),
      all("question questions", "qui adresse adresser poser"),
    ],
    en: [
      any("contact reach reachable email mail phone telephone call address touch write"),
      all("talk speak", "someone somebody anyone person staff human"),
      all("where", "located location based situated offices"),
      all("where", "you"),
      all("where", "your", "club foundation centre center offices premises"),
      all("send leave drop", "message messages note line"),
      all("question questions", "ask who whom"),
    ],
    ar: [
      any(
        "اتصال الاتصال التواصل تواصل نتواصل أتواصل الهاتف هاتف رقم البريد الإلكتروني العنوان عنوان اتصل نتصل مراسلة راسل أراسلكم",
      ),
      all("أتحدث التحدث أكلم نتكلم أتكلم", "شخص أحد مسؤول"),
      all("أين", "مقركم مقر المقر توجدون موجودين تقع يقع"),
      all("أين", "أنتم انتم يوجد توجد"),
      all("أرسل نرسل أبعث نبعث", "رسالة"),
      all("سؤال أسئلة", "من أسأل نسأل نتكلم أتكلم أتحدث"),
    ],
  },
  nextMatch: {
    fr: [
      all(
        "prochain prochaine prochains suivant venir quand calendrier date programme bientôt prochainement heure débute commence",
        "match matchs rencontre rencontres joue jouent jouons jouer partie rejoue rejouent rejouera",
      ),
      all("week-end weekend demain semaine", "match matchs rencontre rencontres jouez joue jouent jouons"),
      all("qui", "jouez jouons affrontez affrontons adversaire"),
    ],
    en: [
      all(
        "next upcoming when schedule coming calendar fixture fixtures time start starts",
        "match matches game games play playing fixture fixtures",
      ),
      any("fixture fixtures"),
      all("weekend tonight tomorrow week", "match matches game games playing"),
      all("who", "playing facing"),
    ],
    ar: [
      all(
        "القادمة المقبلة القادم المقبل متى موعد برنامج جدول قريبا قريب",
        "مباراة المباراة مباريات المباريات يلعب تلعب نلعب سنلعب لقاء اللقاء",
      ),
      all("الأسبوع غدا", "مباراة المباراة مباريات المباريات تلعبون ستلعبون نلعب سنلعب"),
      all("ضد", "تلعبون ستلعبون نلعب سنلعب نواجه تواجهون"),
    ],
  },
  lastResult: {
    fr: [
      any("résultat résultats score scores"),
      all("dernier dernière précédent précédente récent", "match rencontre partie"),
      all("gagné perdu remporté gagner", "match rencontre dernier"),
    ],
    en: [
      any("result results score scores"),
      all("last previous latest recent", "match game"),
      all("win won lose lost", "last match game"),
    ],
    ar: [
      any("نتيجة النتيجة نتائج النتائج"),
      all("آخر الأخيرة الأخير السابقة الماضي الماضية", "مباراة المباراة لقاء"),
      all("فاز خسر فوز", "مباراة المباراة آخر"),
    ],
  },
  latestNews: {
    fr: [any("actualité actualités nouvelles news infos nouveautés"), all("quoi", "neuf")],
    en: [any("news updates"), all("what", "new")],
    // "New" alone is no news ("حواسيب جديدة", new computers): "ما الجديد؟" asks what is new.
    ar: [any("أخبار الأخبار المستجدات مستجدات"), all("ما ماذا", "جديد الجديد جديدكم")],
  },
  join: {
    fr: [
      any(
        "rejoindre adhérer adhésion adhérent membre bénévole bénévoles bénévolat engager inscription inscrire",
      ),
      all("faire", "partie", "communauté équipe club fondation"),
      all("intégrer intègre intégrez", "communauté équipe club fondation"),
      // "Mon fils voudrait jouer au basket chez vous": to play with the club is to join it.
      all("jouer", "chez"),
      all("donner consacrer offrir", "temps heures"),
      all("coup", "main"),
    ],
    en: [
      any("join joining volunteer volunteering membership member register enrol enroll"),
      all("sign", "up"),
      all("get", "involved"),
      all("part", "community team club foundation"),
      all("help", "out"),
      // Not "spend": "she spends all her time making videos" gives no time to us.
      all("give offer donate", "time"),
    ],
    ar: [any("الانضمام انضم انضمام اشترك الانخراط انخراط عضوية العضوية متطوع التطوع تطوع عضوا أسجل التسجيل")],
  },
  partner: {
    fr: [
      any("partenaire partenaires partenariat sponsor sponsoriser sponsoring mécène mécénat don dons"),
      all("donner verser contribuer", "argent somme contribution"),
      all(
        "soutenir soutien financer aider",
        "entreprise société organisation association banque compagnie commerce magasin boutique chaîne agence",
      ),
      all("logo logos", "maillot maillots tenue tenues"),
      all("soutenir soutien financer", "fondation club"),
      // "Financer un de vos projets": what a partner supports is ours, not the asker's own project.
      all("soutenir financer sponsoriser", "projet projets programme programmes", "vos votre"),
      all("travailler collaborer coopérer", "entreprise société organisation association banque"),
      all("parrainer parrainage", "équipe équipes club tournoi événement fondation"),
    ],
    en: [
      any("partner partners partnership sponsor sponsoring sponsorship donate donation donations"),
      all("give contribute", "money sum contribution"),
      all(
        "support supporting fund back help involved involve",
        "company business organisation organization firm association bank shop store chain agency",
      ),
      all("logo logos", "jersey jerseys shirt shirts kit kits uniform uniforms"),
      all("support fund", "foundation club"),
      all("support fund sponsor", "project projects programme programmes program programs", "your"),
      all("work collaborate cooperate", "company business organisation organization firm association bank"),
    ],
    ar: [
      any("شريك شريكا الشراكة شراكة شركاء الشركاء رعاية الرعاية راعي تبرع التبرع أتبرع نتبرع"),
      all("أعطي أقدم أساهم", "مال المال مبلغ مساهمة"),
      all(
        "دعم ندعم تدعم يدعم تمويل مساعدة مساعدتكم نساعدكم",
        "شركة شركتي شركتنا مقاولة مقاولتي جمعية جمعيتي بنك بنكا",
      ),
      all("دعم ندعم أدعم تدعم", "المؤسسة النادي"),
      all("شعار شعارنا", "قميص أقمصة قمصان"),
      // "نعمل معكم", working together; "العمل" alone is as often a job ("ملتقى العمل").
      all("نعمل التعاون نتعاون", "شركة شركتي شركتنا مقاولة مقاولتنا جمعية جمعيتنا"),
    ],
  },
};
