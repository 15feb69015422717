/**
 * Demo texts for the seed, in French, English and Arabic. Plain data only: demo.server.ts turns it
 * into rows, attaches the generated pictures and computes dates relative to the day of seeding,
 * so the site always looks recently updated.
 */

export interface Translated {
  readonly fr: string;
  readonly en: string;
  readonly ar: string;
}

/** Names of the generated 1200×800 covers (see demo.server.ts for how each one looks). */
export type DemoCover =
  | "club"
  | "court"
  | "tutoring"
  | "scholarships"
  | "seminars"
  | "partners"
  | "video"
  | "openDays"
  | "academy"
  | "library"
  | "tournament"
  | "media";

/** Names of the generated 400×400 badges: team logos, platform icons and a partner logo. */
export type DemoBadge =
  | "tamkine"
  | "rabat"
  | "marrakech"
  | "fes"
  | "tanger"
  | "agadir"
  | "tutorat"
  | "orientation"
  | "seminaires"
  | "connect"
  | "jpov"
  | "bourses"
  | "sportequip";

const paragraphs = (...parts: string[]) => parts.join("\n\n");

const same = (text: string): Translated => ({ fr: text, en: text, ar: text });

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

export interface DemoNews {
  slug: string;
  daysAgo: number;
  cover: DemoCover;
  title: Translated;
  content: Translated;
}

export const demoNews: readonly DemoNews[] = [
  {
    slug: "victoire-a-domicile-face-a-etoile-de-rabat",
    daysAgo: 6,
    cover: "club",
    title: {
      fr: "Victoire à domicile face à l’Étoile de Rabat (78-71)",
      en: "Home win against Rabat Stars (78-71)",
      ar: "فوز على أرضنا أمام نجم الرباط (78-71)",
    },
    content: {
      fr: paragraphs(
        "Le Tamkine Basket Club a signé samedi soir une victoire précieuse face à l’Étoile de Rabat, 78 à 71, devant plus de 600 supporters réunis à la salle omnisports Tamkine.",
        "Menés de huit points à la pause, nos joueurs ont resserré leur défense au troisième quart-temps et retrouvé de l’adresse à trois points. Le meneur Yassine El Amrani termine meilleur marqueur avec 22 points et 7 passes décisives.",
        "Cette victoire place le club à la deuxième place du classement régional. Prochain rendez-vous : le déplacement à Marrakech face à Atlas Basket.",
      ),
      en: paragraphs(
        "Tamkine Basketball Club earned a valuable 78-71 win over Rabat Stars on Saturday evening, in front of more than 600 supporters at the Tamkine Sports Hall.",
        "Trailing by eight points at half-time, our players tightened their defence in the third quarter and found their range from beyond the arc. Point guard Yassine El Amrani led all scorers with 22 points and 7 assists.",
        "The win lifts the club to second place in the regional standings. Next up: a trip to Marrakech to face Atlas Basketball.",
      ),
      ar: paragraphs(
        "حقق نادي تمكين لكرة السلة مساء السبت فوزاً ثميناً على نجم الرباط بنتيجة 78 مقابل 71، أمام أكثر من 600 مشجع حضروا إلى القاعة المغطاة تمكين.",
        "بعد تأخر بثماني نقاط في نهاية الشوط الأول، شدّد لاعبونا دفاعهم في الربع الثالث واستعادوا دقتهم في التسديد من خارج القوس. وأنهى صانع الألعاب ياسين العمراني المباراة هدافاً برصيد 22 نقطة و7 تمريرات حاسمة.",
        "يرتقي النادي بهذا الفوز إلى المركز الثاني في الترتيب الجهوي. الموعد المقبل: التنقل إلى مراكش لمواجهة أطلس مراكش لكرة السلة.",
      ),
    },
  },
  {
    slug: "le-programme-de-tutorat-accueille-120-eleves",
    daysAgo: 14,
    cover: "tutoring",
    title: {
      fr: "Le programme de tutorat accueille 120 nouveaux élèves",
      en: "Tutoring programme welcomes 120 new pupils",
      ar: "برنامج الدعم المدرسي يستقبل 120 تلميذاً جديداً",
    },
    content: {
      fr: paragraphs(
        "Le programme de tutorat de la Fondation Tamkine a repris cette semaine avec 120 nouveaux élèves de collège et de lycée, accompagnés par 45 tuteurs bénévoles, étudiants et enseignants.",
        "Les séances ont lieu deux fois par semaine, en présentiel dans nos locaux de Casablanca et en ligne sur la plateforme de tutorat. Elles couvrent les mathématiques, la physique, le français et l’anglais.",
        "Les familles intéressées peuvent encore inscrire leurs enfants via la page Contact : quelques places restent disponibles pour les élèves de troisième année du collège.",
      ),
      en: paragraphs(
        "The Tamkine Foundation tutoring programme resumed this week with 120 new middle- and high-school pupils, supported by 45 volunteer tutors, students and teachers alike.",
        "Sessions take place twice a week, in person at our Casablanca premises and online on the tutoring platform. They cover mathematics, physics, French and English.",
        "Interested families can still register their children through the Contact page: a few places remain for pupils in the final year of middle school.",
      ),
      ar: paragraphs(
        "استأنف برنامج الدعم المدرسي لمؤسسة تمكين أنشطته هذا الأسبوع باستقبال 120 تلميذاً جديداً من الإعدادي والثانوي، يؤطرهم 45 مؤطراً متطوعاً من الطلبة والأساتذة.",
        "تُنظم الحصص مرتين في الأسبوع، حضورياً بمقرنا في الدار البيضاء وعن بعد عبر منصة الدعم المدرسي، وتشمل الرياضيات والفيزياء واللغتين الفرنسية والإنجليزية.",
        "لا يزال بإمكان الأسر المهتمة تسجيل أبنائها عبر صفحة الاتصال، إذ تتوفر بعض المقاعد لتلاميذ السنة الثالثة إعدادي.",
      ),
    },
  },
  {
    slug: "bourses-excellence-appel-a-candidatures",
    daysAgo: 23,
    cover: "scholarships",
    title: {
      fr: "Bourses d’excellence : l’appel à candidatures est ouvert",
      en: "Excellence scholarships: applications are open",
      ar: "منح التميز: باب الترشيح مفتوح",
    },
    content: {
      fr: paragraphs(
        "La Fondation Tamkine ouvre l’appel à candidatures pour ses bourses d’excellence destinées aux bacheliers méritants issus de familles à revenus modestes.",
        "Chaque bourse couvre les frais d’inscription, une allocation mensuelle et un accompagnement personnalisé par un mentor pendant toute la durée des études supérieures.",
        "Les dossiers se déposent en ligne sur la plateforme des bourses. Les candidats présélectionnés seront invités à un entretien avec le comité de sélection.",
      ),
      en: paragraphs(
        "The Tamkine Foundation is now accepting applications for its excellence scholarships, aimed at deserving secondary-school graduates from low-income families.",
        "Each scholarship covers tuition fees, a monthly allowance and personal support from a mentor throughout higher education.",
        "Applications are submitted online on the scholarships platform. Shortlisted candidates will be invited to an interview with the selection committee.",
      ),
      ar: paragraphs(
        "تعلن مؤسسة تمكين عن فتح باب الترشيح لمنح التميز الموجهة إلى الحاصلين على شهادة البكالوريا المتفوقين من الأسر ذات الدخل المحدود.",
        "تغطي كل منحة رسوم التسجيل ومنحة شهرية، إضافة إلى مواكبة شخصية من طرف مرشد طيلة سنوات الدراسة الجامعية.",
        "تُودع ملفات الترشيح عبر منصة المنح، وسيُدعى المترشحون المنتقون مبدئياً إلى مقابلة مع لجنة الانتقاء.",
      ),
    },
  },
  {
    slug: "seminaire-orientation-apres-le-bac",
    daysAgo: 35,
    cover: "seminars",
    title: {
      fr: "Séminaire d’orientation : bien choisir sa voie après le bac",
      en: "Guidance seminar: choosing the right path after the baccalaureate",
      ar: "ندوة التوجيه: كيف تختار مسارك بعد البكالوريا",
    },
    content: {
      fr: paragraphs(
        "Plus de 250 lycéens ont participé au séminaire d’orientation organisé par la Fondation Tamkine, en présence de conseillers d’orientation, d’enseignants-chercheurs et d’anciens boursiers.",
        "Les ateliers ont présenté les filières universitaires, les classes préparatoires, les écoles d’ingénieurs et la formation professionnelle, avec des conseils concrets pour préparer les dossiers d’admission.",
        "Les présentations et les enregistrements sont disponibles sur la plateforme des séminaires pour les élèves qui n’ont pas pu se déplacer.",
      ),
      en: paragraphs(
        "More than 250 high-school students took part in the guidance seminar organised by the Tamkine Foundation, alongside guidance counsellors, university lecturers and former scholarship holders.",
        "Workshops presented university programmes, preparatory classes, engineering schools and vocational training, with practical advice on preparing admission files.",
        "Slides and recordings are available on the seminars platform for students who could not attend.",
      ),
      ar: paragraphs(
        "شارك أكثر من 250 تلميذاً من التعليم الثانوي في ندوة التوجيه التي نظمتها مؤسسة تمكين، بحضور مستشارين في التوجيه وأساتذة باحثين وطلبة سبق لهم الاستفادة من منح المؤسسة.",
        "قدّمت الورشات المسالك الجامعية والأقسام التحضيرية ومدارس المهندسين والتكوين المهني، مع نصائح عملية لإعداد ملفات القبول.",
        "العروض والتسجيلات متاحة على منصة الندوات لفائدة التلاميذ الذين لم يتمكنوا من الحضور.",
      ),
    },
  },
  {
    slug: "partenariat-avec-une-ecole-d-ingenieurs",
    daysAgo: 47,
    cover: "partners",
    title: {
      fr: "Un nouveau partenariat avec une école d’ingénieurs de Casablanca",
      en: "A new partnership with a Casablanca engineering school",
      ar: "شراكة جديدة مع مدرسة للمهندسين بالدار البيضاء",
    },
    content: {
      fr: paragraphs(
        "La Fondation Tamkine a signé une convention de partenariat avec une école d’ingénieurs de Casablanca afin d’élargir les perspectives de ses boursiers dans les filières scientifiques.",
        "La convention prévoit des places réservées aux boursiers, des stages d’été dans les laboratoires de l’école et des ateliers d’initiation à la programmation animés par des élèves ingénieurs dans nos centres.",
        "Ce partenariat s’inscrit dans notre volonté de rapprocher les jeunes des métiers d’avenir, en particulier les filles, encore trop peu nombreuses dans ces formations.",
      ),
      en: paragraphs(
        "The Tamkine Foundation has signed a partnership agreement with a Casablanca engineering school to widen the horizons of its scholarship holders in scientific fields.",
        "The agreement provides reserved places for scholarship holders, summer internships in the school's laboratories and introductory programming workshops run by engineering students in our centres.",
        "This partnership reflects our commitment to bringing young people closer to the jobs of the future, especially girls, who remain under-represented in these programmes.",
      ),
      ar: paragraphs(
        "وقّعت مؤسسة تمكين اتفاقية شراكة مع مدرسة للمهندسين بالدار البيضاء بهدف توسيع آفاق المستفيدين من منحها في الشعب العلمية.",
        "تنص الاتفاقية على مقاعد مخصصة للممنوحين، وتداريب صيفية في مختبرات المدرسة، وورشات للتعريف بالبرمجة يؤطرها طلبة مهندسون في مراكزنا.",
        "تندرج هذه الشراكة في إطار حرصنا على تقريب الشباب من مهن المستقبل، ولا سيما الفتيات اللواتي ما زال حضورهن في هذه التكوينات محدوداً.",
      ),
    },
  },
  {
    slug: "journees-portes-ouvertes-virtuelles",
    daysAgo: 58,
    cover: "openDays",
    title: {
      fr: "Journées portes ouvertes virtuelles : trois jours pour découvrir les écoles",
      en: "Virtual open days: three days to explore schools",
      ar: "الأيام المفتوحة الافتراضية: ثلاثة أيام لاكتشاف المؤسسات",
    },
    content: {
      fr: paragraphs(
        "Pendant trois jours, les Journées portes ouvertes virtuelles (JPOV) ont permis à des milliers d’élèves de visiter en ligne une trentaine d’universités, d’écoles et de centres de formation.",
        "Stands virtuels, présentations en direct et sessions de questions-réponses avec des étudiants : chaque établissement a présenté ses programmes, ses conditions d’admission et ses possibilités de bourses.",
        "Les stands restent accessibles sur la plateforme JPOV jusqu’à la fin du mois pour ceux qui souhaitent revoir les présentations.",
      ),
      en: paragraphs(
        "For three days, the Virtual Open Days (JPOV) allowed thousands of pupils to visit some thirty universities, schools and training centres online.",
        "Virtual booths, live presentations and Q&A sessions with current students: each institution presented its programmes, admission requirements and scholarship opportunities.",
        "The booths remain open on the JPOV platform until the end of the month for anyone who wants to watch the presentations again.",
      ),
      ar: paragraphs(
        "على مدى ثلاثة أيام، مكّنت الأيام المفتوحة الافتراضية آلاف التلاميذ من زيارة حوالي ثلاثين جامعة ومدرسة ومركز تكوين عبر الإنترنت.",
        "أروقة افتراضية وعروض مباشرة وجلسات أسئلة وأجوبة مع الطلبة: قدّمت كل مؤسسة برامجها وشروط القبول بها وفرص المنح المتاحة.",
        "تظل الأروقة مفتوحة على منصة الأيام المفتوحة الافتراضية حتى نهاية الشهر لمن يرغب في مشاهدة العروض من جديد.",
      ),
    },
  },
  {
    slug: "academie-u15-journee-de-detection",
    daysAgo: 72,
    cover: "academy",
    title: {
      fr: "Académie U15 : journée de détection pour les jeunes talents",
      en: "U15 academy: try-out day for young talent",
      ar: "أكاديمية أقل من 15 سنة: يوم لانتقاء المواهب الشابة",
    },
    content: {
      fr: paragraphs(
        "Quatre-vingts jeunes de 12 à 15 ans ont participé à la journée de détection de l’académie du Tamkine Basket Club. Au programme : ateliers de dribble, de tir et de jeu collectif, encadrés par nos entraîneurs diplômés.",
        "Trente joueuses et joueurs ont été retenus pour intégrer l’académie. Ils bénéficieront de trois entraînements par semaine et d’un suivi scolaire assuré par les tuteurs de la fondation.",
        "Au club, la réussite scolaire compte autant que les résultats sportifs : chaque joueur de l’académie s’engage à suivre ses séances de soutien.",
      ),
      en: paragraphs(
        "Eighty young people aged 12 to 15 took part in the Tamkine Basketball Club academy try-out day, with dribbling, shooting and team-play drills led by our qualified coaches.",
        "Thirty girls and boys were selected to join the academy. They will train three times a week and receive academic follow-up from the foundation's tutors.",
        "At the club, success at school matters as much as results on the court: every academy player commits to attending their support sessions.",
      ),
      ar: paragraphs(
        "شارك ثمانون شاباً وشابة تتراوح أعمارهم بين 12 و15 سنة في يوم انتقاء المواهب بأكاديمية نادي تمكين لكرة السلة، حيث تضمن البرنامج تمارين في المراوغة والتسديد واللعب الجماعي بإشراف مدربينا المؤهلين.",
        "تم اختيار ثلاثين لاعبة ولاعباً للالتحاق بالأكاديمية، وسيستفيدون من ثلاث حصص تدريبية في الأسبوع ومن تتبع دراسي يؤمنه مؤطرو المؤسسة.",
        "في النادي، يحظى النجاح الدراسي بنفس أهمية النتائج الرياضية: يلتزم كل لاعب في الأكاديمية بحضور حصص الدعم.",
      ),
    },
  },
  {
    slug: "qualification-pour-le-final-four-regional",
    daysAgo: 86,
    cover: "tournament",
    title: {
      fr: "Le club qualifié pour le Final Four de la coupe régionale",
      en: "The club qualifies for the regional cup Final Four",
      ar: "النادي يتأهل إلى المربع الذهبي لكأس الجهة",
    },
    content: {
      fr: paragraphs(
        "En s’imposant 84 à 69 face à l’Olympique de Tanger, le Tamkine Basket Club décroche sa qualification pour le Final Four de la coupe régionale, une première depuis sa création.",
        "L’entraîneur principal, Karim Benjelloun, a salué « un groupe solidaire, qui a progressé match après match grâce au travail et à l’écoute ».",
        "Le Final Four se jouera à Casablanca en fin de saison. Les billets seront gratuits pour les élèves du programme de tutorat et leurs familles.",
      ),
      en: paragraphs(
        "With an 84-69 win over Tangier Olympic, Tamkine Basketball Club secured its place in the regional cup Final Four, a first since the club was founded.",
        "Head coach Karim Benjelloun praised “a close-knit group that improved game after game through hard work and listening”.",
        "The Final Four will be played in Casablanca at the end of the season. Tickets will be free for pupils in the tutoring programme and their families.",
      ),
      ar: paragraphs(
        "بفوزه على أولمبيك طنجة بنتيجة 84 مقابل 69، ضمن نادي تمكين لكرة السلة تأهله إلى المربع الذهبي لكأس الجهة لأول مرة منذ تأسيسه.",
        "وأشاد المدرب الرئيسي كريم بنجلون بـ«مجموعة متضامنة تطورت من مباراة إلى أخرى بفضل العمل والإنصات».",
        "ستُقام مباريات المربع الذهبي بالدار البيضاء في نهاية الموسم، وستكون التذاكر مجانية لتلاميذ برنامج الدعم المدرسي وأسرهم.",
      ),
    },
  },
  {
    slug: "une-salle-de-lecture-ouvre-ses-portes",
    daysAgo: 101,
    cover: "library",
    title: {
      fr: "Une salle de lecture ouvre ses portes au centre Tamkine",
      en: "A reading room opens at the Tamkine centre",
      ar: "افتتاح قاعة للمطالعة بمركز تمكين",
    },
    content: {
      fr: paragraphs(
        "La nouvelle salle de lecture du centre Tamkine accueille désormais les élèves du quartier du lundi au samedi. Elle propose plus de 3 000 ouvrages en arabe, en français et en anglais.",
        "Des bénévoles y animent chaque semaine des ateliers de lecture à voix haute et des clubs de lecture pour les collégiens.",
        "Cette ouverture a été rendue possible grâce aux dons de livres de nos partenaires et de nombreuses familles.",
      ),
      en: paragraphs(
        "The Tamkine centre's new reading room now welcomes local pupils from Monday to Saturday. It offers more than 3,000 books in Arabic, French and English.",
        "Volunteers run weekly read-aloud workshops and book clubs for middle-school pupils.",
        "The opening was made possible by book donations from our partners and from many families.",
      ),
      ar: paragraphs(
        "تستقبل قاعة المطالعة الجديدة بمركز تمكين تلاميذ الحي من الاثنين إلى السبت، وتضم أكثر من 3000 كتاب باللغات العربية والفرنسية والإنجليزية.",
        "ينشط متطوعون كل أسبوع ورشات للقراءة بصوت مرتفع ونوادي للقراءة لفائدة تلاميذ الإعدادي.",
        "تحقق هذا الافتتاح بفضل الكتب التي تبرع بها شركاؤنا والعديد من الأسر.",
      ),
    },
  },
  {
    slug: "stage-ete-basket-et-etudes",
    daysAgo: 118,
    cover: "court",
    title: {
      fr: "Stage d’été « Basket et études » : une édition record",
      en: "“Basketball and Studies” summer camp: a record edition",
      ar: "المخيم الصيفي «كرة السلة والدراسة»: دورة قياسية",
    },
    content: {
      fr: paragraphs(
        "Cent cinquante enfants ont participé au stage d’été « Basket et études », qui associe chaque jour des cours de remise à niveau le matin et des entraînements de basket l’après-midi.",
        "Les participants ont également pris part à des ateliers de théâtre, de sensibilisation à l’environnement et de premiers secours.",
        "Le stage s’est terminé par un tournoi amical auquel les familles étaient invitées. Merci aux éducateurs et aux bénévoles qui ont rendu ces deux semaines possibles.",
      ),
      en: paragraphs(
        "One hundred and fifty children took part in the “Basketball and Studies” summer camp, which combines refresher lessons every morning with basketball training in the afternoon.",
        "Participants also joined theatre, environmental awareness and first-aid workshops.",
        "The camp ended with a friendly tournament to which families were invited. Thank you to the coaches and volunteers who made these two weeks possible.",
      ),
      ar: paragraphs(
        "شارك مئة وخمسون طفلاً في المخيم الصيفي «كرة السلة والدراسة» الذي يجمع يومياً بين حصص للتقوية الدراسية صباحاً وتداريب كرة السلة بعد الظهر.",
        "كما استفاد المشاركون من ورشات في المسرح والتوعية البيئية والإسعافات الأولية.",
        "اختُتم المخيم بدوري ودي دُعيت إليه الأسر. شكراً للمربين والمتطوعين الذين جعلوا هذين الأسبوعين ممكنين.",
      ),
    },
  },
  {
    slug: "ceremonie-en-l-honneur-des-boursiers-diplomes",
    daysAgo: 133,
    cover: "scholarships",
    title: {
      fr: "Cérémonie en l’honneur de nos boursiers diplômés",
      en: "Ceremony honouring our graduating scholarship holders",
      ar: "حفل تكريم خريجي منح المؤسسة",
    },
    content: {
      fr: paragraphs(
        "La Fondation Tamkine a célébré la réussite de 42 boursiers qui ont obtenu cette année leur diplôme de licence, de master ou d’ingénieur.",
        "Parmi eux, plusieurs ont déjà rejoint des entreprises partenaires, d’autres poursuivent un doctorat. Beaucoup ont choisi de devenir à leur tour mentors pour les nouveaux boursiers.",
        "« Tamkine m’a donné confiance et des outils ; aujourd’hui je veux transmettre à mon tour », a témoigné Salma, jeune ingénieure en informatique.",
      ),
      en: paragraphs(
        "The Tamkine Foundation celebrated 42 scholarship holders who graduated this year with a bachelor's, master's or engineering degree.",
        "Several have already joined partner companies and others are starting a PhD. Many have chosen to become mentors for new scholarship holders.",
        "“Tamkine gave me confidence and tools; now I want to pass them on,” said Salma, a young software engineer.",
      ),
      ar: paragraphs(
        "احتفت مؤسسة تمكين بنجاح 42 طالباً من المستفيدين من منحها حصلوا هذه السنة على شهادة الإجازة أو الماستر أو دبلوم مهندس.",
        "التحق عدد منهم بمقاولات شريكة، فيما يواصل آخرون دراستهم في سلك الدكتوراه، واختار كثيرون أن يصبحوا بدورهم مرشدين للممنوحين الجدد.",
        "وقالت سلمى، وهي مهندسة شابة في المعلوميات: «منحتني تمكين الثقة والأدوات، واليوم أريد أن أنقلها بدوري إلى غيري».",
      ),
    },
  },
  {
    slug: "formation-des-tuteurs-benevoles",
    daysAgo: 149,
    cover: "tutoring",
    title: {
      fr: "Formation des tuteurs bénévoles : apprendre à accompagner",
      en: "Volunteer tutor training: learning how to support pupils",
      ar: "تكوين المؤطرين المتطوعين: تعلّم فن المواكبة",
    },
    content: {
      fr: paragraphs(
        "Soixante tuteurs bénévoles ont suivi une journée de formation consacrée à la pédagogie, à la motivation des élèves et à la détection des difficultés d’apprentissage.",
        "Animée par des inspecteurs pédagogiques et une psychologue scolaire, la formation a alterné apports théoriques et mises en situation.",
        "Vous êtes étudiant ou enseignant et souhaitez donner quelques heures par semaine ? Rejoignez la communauté Tamkine depuis le formulaire d’adhésion.",
      ),
      en: paragraphs(
        "Sixty volunteer tutors attended a training day on teaching methods, pupil motivation and spotting learning difficulties.",
        "Led by school inspectors and a school psychologist, the training combined theory with role-play exercises.",
        "Are you a student or teacher with a few hours to give each week? Join the Tamkine community through the membership form.",
      ),
      ar: paragraphs(
        "استفاد ستون مؤطراً متطوعاً من يوم تكويني خُصص للبيداغوجيا وتحفيز التلاميذ ورصد صعوبات التعلم.",
        "أطّر هذا التكوين مفتشون تربويون وأخصائية نفسية مدرسية، وجمع بين العروض النظرية والتمارين التطبيقية.",
        "هل أنت طالب أو أستاذ وترغب في تخصيص بضع ساعات أسبوعياً؟ انضم إلى مجتمع تمكين عبر استمارة الانخراط.",
      ),
    },
  },
  {
    slug: "l-equipe-feminine-accede-a-la-division-superieure",
    daysAgo: 167,
    cover: "club",
    title: {
      fr: "L’équipe féminine accède à la division supérieure",
      en: "Women's team promoted to the top division",
      ar: "الفريق النسوي يصعد إلى القسم الأعلى",
    },
    content: {
      fr: paragraphs(
        "Trois ans seulement après sa création, l’équipe féminine du Tamkine Basket Club accède à la division supérieure régionale après une saison conclue avec 16 victoires en 18 matchs.",
        "La capitaine, Imane Tazi, étudiante en deuxième année de médecine et ancienne élève du programme de tutorat, incarne parfaitement le double projet sportif et scolaire du club.",
        "L’équipe recrute : les joueuses de 16 à 22 ans peuvent se présenter aux entraînements ouverts du mercredi.",
      ),
      en: paragraphs(
        "Just three years after it was founded, the Tamkine Basketball Club women's team has been promoted to the regional top division after a season with 16 wins in 18 games.",
        "Captain Imane Tazi, a second-year medical student and former pupil of the tutoring programme, embodies the club's dual focus on sport and education.",
        "The team is recruiting: players aged 16 to 22 are welcome at the open training sessions on Wednesdays.",
      ),
      ar: paragraphs(
        "بعد ثلاث سنوات فقط من تأسيسه، صعد الفريق النسوي لنادي تمكين لكرة السلة إلى القسم الجهوي الأعلى إثر موسم أنهاه بستة عشر فوزاً في ثماني عشرة مباراة.",
        "وتجسد العميدة إيمان التازي، الطالبة في السنة الثانية بكلية الطب والتلميذة السابقة في برنامج الدعم المدرسي، المشروع المزدوج للنادي الذي يجمع بين الرياضة والدراسة.",
        "الفريق يفتح باب الانضمام: يمكن للاعبات اللواتي تتراوح أعمارهن بين 16 و22 سنة حضور الحصص التدريبية المفتوحة كل أربعاء.",
      ),
    },
  },
  {
    slug: "rentree-scolaire-400-kits-distribues",
    daysAgo: 186,
    cover: "library",
    title: {
      fr: "Rentrée scolaire : 400 kits distribués aux élèves",
      en: "Back to school: 400 kits handed out to pupils",
      ar: "الدخول المدرسي: توزيع 400 حقيبة على التلاميذ",
    },
    content: {
      fr: paragraphs(
        "À l’occasion de la rentrée, la Fondation Tamkine a distribué 400 kits scolaires dans six écoles primaires partenaires de Casablanca et de sa région.",
        "Chaque kit contient un cartable, des cahiers, des stylos, une trousse de géométrie et un livre de lecture adapté à l’âge de l’enfant.",
        "Cette action a été financée par le tournoi solidaire 3x3 et par les dons de nos partenaires. Merci à tous !",
      ),
      en: paragraphs(
        "For the start of the school year, the Tamkine Foundation handed out 400 school kits in six partner primary schools in and around Casablanca.",
        "Each kit contains a school bag, notebooks, pens, a geometry set and an age-appropriate reading book.",
        "This initiative was funded by the 3x3 charity tournament and by donations from our partners. Thank you all!",
      ),
      ar: paragraphs(
        "بمناسبة الدخول المدرسي، وزعت مؤسسة تمكين 400 حقيبة مدرسية في ست مدارس ابتدائية شريكة بالدار البيضاء ونواحيها.",
        "تحتوي كل حقيبة على محفظة ودفاتر وأقلام وأدوات الهندسة وكتاب للمطالعة يناسب سن الطفل.",
        "مُوّلت هذه المبادرة بفضل الدوري التضامني 3×3 وتبرعات شركائنا. شكراً للجميع!",
      ),
    },
  },
  {
    slug: "tournoi-solidaire-3x3-pour-les-fournitures-scolaires",
    daysAgo: 204,
    cover: "tournament",
    title: {
      fr: "Tournoi solidaire 3x3 : 40 000 dirhams pour les fournitures scolaires",
      en: "3x3 charity tournament: 40,000 dirhams for school supplies",
      ar: "دوري تضامني 3×3: 40 ألف درهم لفائدة اللوازم المدرسية",
    },
    content: {
      fr: paragraphs(
        "Trente-deux équipes ont disputé le tournoi solidaire 3x3 organisé sur les terrains extérieurs du club. Les droits d’inscription et les dons ont permis de collecter 40 000 dirhams.",
        "Cette somme financera des cartables et des fournitures pour plus de 400 élèves des écoles partenaires à la prochaine rentrée.",
        "Bravo à l’équipe « Derb Ballers », vainqueur de la finale, et merci à tous les participants pour leur générosité.",
      ),
      en: paragraphs(
        "Thirty-two teams competed in the 3x3 charity tournament held on the club's outdoor courts. Entry fees and donations raised 40,000 dirhams.",
        "The money will pay for school bags and supplies for more than 400 pupils at partner schools at the start of the next school year.",
        "Congratulations to the “Derb Ballers”, winners of the final, and thank you to all participants for their generosity.",
      ),
      ar: paragraphs(
        "تنافس اثنان وثلاثون فريقاً في الدوري التضامني 3×3 الذي احتضنته الملاعب الخارجية للنادي، ومكّنت رسوم المشاركة والتبرعات من جمع 40 ألف درهم.",
        "سيُخصص هذا المبلغ لاقتناء محافظ ولوازم مدرسية لأكثر من 400 تلميذ بالمدارس الشريكة في الدخول المدرسي المقبل.",
        "تهانينا لفريق «درب بالرز» المتوج في المباراة النهائية، وشكراً لجميع المشاركين على كرمهم.",
      ),
    },
  },
  {
    slug: "tamkine-connect-relier-eleves-et-mentors",
    daysAgo: 228,
    cover: "media",
    title: {
      fr: "Tamkine Connect : une plateforme pour relier élèves et mentors",
      en: "Tamkine Connect: a platform linking pupils and mentors",
      ar: "تمكين كونكت: منصة تربط التلاميذ بالمرشدين",
    },
    content: {
      fr: paragraphs(
        "La Fondation Tamkine lance Tamkine Connect, une plateforme qui met en relation les élèves et étudiants avec des mentors bénévoles : anciens boursiers, professionnels et enseignants.",
        "Chaque jeune peut y prendre rendez-vous pour parler orientation, préparation d’un entretien, recherche de stage ou méthodes de travail.",
        "Plus de 150 mentors sont déjà inscrits. Les professionnels qui souhaitent partager leur expérience peuvent rejoindre le réseau depuis la page partenaires.",
      ),
      en: paragraphs(
        "The Tamkine Foundation is launching Tamkine Connect, a platform that matches pupils and students with volunteer mentors: former scholarship holders, professionals and teachers.",
        "Young people can book sessions to discuss study choices, interview preparation, internship searches or study methods.",
        "More than 150 mentors have already signed up. Professionals who would like to share their experience can join the network from the partners page.",
      ),
      ar: paragraphs(
        "تطلق مؤسسة تمكين منصة «تمكين كونكت» التي تربط التلاميذ والطلبة بمرشدين متطوعين من الممنوحين السابقين والمهنيين والأساتذة.",
        "يمكن لكل شاب حجز موعد للحديث عن التوجيه أو التحضير لمقابلة أو البحث عن تدريب أو طرق العمل والمراجعة.",
        "سجّل أكثر من 150 مرشداً في المنصة حتى الآن، ويمكن للمهنيين الراغبين في تقاسم تجربتهم الانضمام إلى الشبكة عبر صفحة الشركاء.",
      ),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Foundation pages: missions, team messages, president's word, foundation entries, values
// ---------------------------------------------------------------------------------------------

export interface DemoText {
  daysAgo: number;
  title: Translated;
  body: Translated;
}

export interface DemoIllustratedText extends DemoText {
  cover: DemoCover;
}

export const demoMissions: readonly DemoText[] = [
  {
    daysAgo: 40,
    title: {
      fr: "Rendre l’éducation accessible",
      en: "Making education accessible",
      ar: "جعل التعليم في متناول الجميع",
    },
    body: {
      fr: "Offrir à chaque enfant, quel que soit le revenu de sa famille, un accompagnement scolaire gratuit et de qualité : tutorat, salles de lecture, fournitures et bourses d’études.",
      en: "Give every child, whatever their family's income, free and high-quality academic support: tutoring, reading rooms, school supplies and scholarships.",
      ar: "أن نوفر لكل طفل، مهما كان دخل أسرته، مواكبة دراسية مجانية وذات جودة: الدعم المدرسي وقاعات المطالعة واللوازم المدرسية والمنح الدراسية.",
    },
  },
  {
    daysAgo: 30,
    title: {
      fr: "Guider chaque jeune vers sa voie",
      en: "Guiding every young person towards their path",
      ar: "توجيه كل شاب نحو مساره",
    },
    body: {
      fr: "Aider les lycéens et les étudiants à faire des choix éclairés grâce à des séminaires d’orientation, des journées portes ouvertes virtuelles et un réseau de mentors.",
      en: "Help high-school and university students make informed choices through guidance seminars, virtual open days and a network of mentors.",
      ar: "مساعدة تلاميذ الثانوي والطلبة على اتخاذ قرارات مستنيرة من خلال ندوات التوجيه والأيام المفتوحة الافتراضية وشبكة من المرشدين.",
    },
  },
  {
    daysAgo: 20,
    title: { fr: "Le sport, école de la vie", en: "Sport as a school of life", ar: "الرياضة مدرسة للحياة" },
    body: {
      fr: "À travers le Tamkine Basket Club, transmettre le goût de l’effort, l’esprit d’équipe et le respect, tout en veillant à la réussite scolaire de chaque joueur.",
      en: "Through Tamkine Basketball Club, pass on a taste for effort, team spirit and respect, while making sure every player succeeds at school.",
      ar: "من خلال نادي تمكين لكرة السلة، نغرس حب الاجتهاد وروح الفريق والاحترام، مع الحرص على النجاح الدراسي لكل لاعب.",
    },
  },
  {
    daysAgo: 10,
    title: { fr: "Mobiliser la communauté", en: "Mobilising the community", ar: "تعبئة المجتمع" },
    body: {
      fr: "Fédérer bénévoles, familles, entreprises et institutions autour d’un même objectif : donner à chaque jeune les moyens de réussir.",
      en: "Bring volunteers, families, companies and institutions together around one goal: giving every young person the means to succeed.",
      ar: "جمع المتطوعين والأسر والمقاولات والمؤسسات حول هدف واحد: تمكين كل شاب من وسائل النجاح.",
    },
  },
];

export const demoTeamMessages: readonly DemoText[] = [
  {
    daysAgo: 65,
    title: { fr: "Notre porte est ouverte", en: "Our door is open", ar: "بابنا مفتوح" },
    body: {
      fr: "Parents, enseignants, partenaires : l’équipe Tamkine est à votre écoute du lundi au vendredi, de 9 h à 18 h. N’hésitez pas à nous écrire depuis la page Contact ou à passer nous voir au centre.",
      en: "Parents, teachers, partners: the Tamkine team is here for you Monday to Friday, 9 am to 6 pm. Feel free to write to us from the Contact page or to visit us at the centre.",
      ar: "الآباء والأساتذة والشركاء: فريق تمكين رهن إشارتكم من الاثنين إلى الجمعة، من التاسعة صباحاً إلى السادسة مساءً. لا تترددوا في مراسلتنا عبر صفحة الاتصال أو زيارتنا بالمركز.",
    },
  },
  {
    daysAgo: 45,
    title: {
      fr: "Une rentrée placée sous le signe de l’ambition",
      en: "A new school year full of ambition",
      ar: "دخول مدرسي تحت شعار الطموح",
    },
    body: {
      fr: "L’équipe de la fondation souhaite une excellente rentrée à tous les élèves, étudiants et familles. Nos programmes reprennent avec de nouvelles places en tutorat, de nouveaux séminaires et une académie de basket agrandie.",
      en: "The foundation team wishes all pupils, students and families an excellent start to the school year. Our programmes resume with new tutoring places, new seminars and an enlarged basketball academy.",
      ar: "يتمنى فريق المؤسسة دخولاً مدرسياً موفقاً لجميع التلاميذ والطلبة والأسر. تُستأنف برامجنا بمقاعد جديدة في الدعم المدرسي وندوات جديدة وأكاديمية موسعة لكرة السلة.",
    },
  },
  {
    daysAgo: 12,
    title: { fr: "Merci à nos bénévoles", en: "Thank you to our volunteers", ar: "شكراً لمتطوعينا" },
    body: {
      fr: "Cette année encore, plus de 200 bénévoles ont donné de leur temps pour accompagner les élèves, encadrer les entraînements et organiser nos événements. Toute l’équipe Tamkine vous remercie : rien de tout cela ne serait possible sans vous.",
      en: "Once again this year, more than 200 volunteers gave their time to support pupils, coach training sessions and organise our events. The whole Tamkine team thanks you: none of this would be possible without you.",
      ar: "مرة أخرى هذه السنة، منح أكثر من 200 متطوع من وقتهم لمواكبة التلاميذ وتأطير التداريب وتنظيم أنشطتنا. يتقدم فريق تمكين بأكمله بالشكر إليكم: لا شيء من هذا كان ممكناً لولاكم.",
    },
  },
];

export const demoPresidentMessages: readonly DemoIllustratedText[] = [
  {
    daysAgo: 150,
    cover: "tournament",
    title: { fr: "Fiers de notre club", en: "Proud of our club", ar: "فخورون بنادينا" },
    body: {
      fr: "La qualification de notre équipe pour le Final Four de la coupe régionale et la montée de l’équipe féminine récompensent le travail des joueurs, des entraîneurs et des bénévoles. Mais notre plus grande fierté reste de voir nos joueurs réussir aussi à l’école.",
      en: "Our team's qualification for the regional cup Final Four and the promotion of the women's team reward the hard work of players, coaches and volunteers. But our greatest pride remains seeing our players succeed at school as well.",
      ar: "يُعدّ تأهل فريقنا إلى المربع الذهبي لكأس الجهة وصعود الفريق النسوي تتويجاً لعمل اللاعبين والمدربين والمتطوعين. لكن فخرنا الأكبر يظل رؤية لاعبينا ينجحون في دراستهم أيضاً.",
    },
  },
  {
    daysAgo: 90,
    cover: "scholarships",
    title: { fr: "Investir dans la jeunesse", en: "Investing in young people", ar: "الاستثمار في الشباب" },
    body: {
      fr: "Investir dans l’éducation d’un enfant, c’est investir dans l’avenir de tout un quartier. Les parcours de nos boursiers le prouvent : beaucoup sont aujourd’hui ingénieurs, médecins, enseignants ou entrepreneurs, et plusieurs reviennent vers la fondation pour accompagner à leur tour les plus jeunes. Cette chaîne de transmission est notre plus belle réussite. Cette année, nous voulons aller plus loin en doublant le nombre de places en tutorat et en ouvrant un deuxième centre. Pour y parvenir, nous avons besoin de nouveaux partenaires, de nouveaux mentors et de nouveaux bénévoles. Rejoignez-nous.",
      en: "Investing in a child's education means investing in the future of an entire neighbourhood. Our scholarship holders' journeys prove it: many are now engineers, doctors, teachers or entrepreneurs, and several come back to the foundation to support younger pupils in turn. This chain of giving back is our greatest success. This year we want to go further by doubling the number of tutoring places and opening a second centre. To get there, we need new partners, new mentors and new volunteers. Join us.",
      ar: "الاستثمار في تعليم طفل هو استثمار في مستقبل حي بأكمله. وتشهد على ذلك مسارات الممنوحين لدينا: كثير منهم اليوم مهندسون وأطباء وأساتذة ومقاولون، ويعود عدد منهم إلى المؤسسة لمواكبة الأصغر سناً. هذه السلسلة من العطاء هي أجمل نجاحاتنا. نطمح هذه السنة إلى الذهاب أبعد بمضاعفة عدد المقاعد في الدعم المدرسي وافتتاح مركز ثانٍ. ولتحقيق ذلك، نحتاج إلى شركاء جدد ومرشدين جدد ومتطوعين جدد. انضموا إلينا.",
    },
  },
  {
    daysAgo: 15,
    cover: "library",
    title: { fr: "Le mot du président", en: "A word from the president", ar: "كلمة الرئيس" },
    body: {
      fr: "Depuis sa création, la Fondation Tamkine porte une conviction simple : le talent est partout, les opportunités ne le sont pas. Chaque jour, nos équipes et nos bénévoles s’efforcent de réduire cet écart, en accompagnant les élèves dans leur scolarité, en les aidant à choisir leur orientation et en soutenant financièrement les plus méritants. Le basket occupe une place particulière dans cette aventure : sur le terrain, nos jeunes apprennent la discipline, la solidarité et la persévérance, des qualités qui les servent tout autant en classe. Je remercie chaleureusement nos partenaires, nos donateurs et toutes les familles qui nous font confiance. Ensemble, continuons à ouvrir des portes.",
      en: "Since it was founded, the Tamkine Foundation has held a simple conviction: talent is everywhere, opportunity is not. Every day, our staff and volunteers work to close that gap by supporting pupils through school, helping them choose their path and providing financial support to the most deserving. Basketball holds a special place in this adventure: on the court, our young people learn discipline, solidarity and perseverance, qualities that serve them just as well in the classroom. I warmly thank our partners, our donors and all the families who place their trust in us. Together, let us keep opening doors.",
      ar: "منذ تأسيسها، تحمل مؤسسة تمكين قناعة بسيطة: الموهبة موجودة في كل مكان، أما الفرص فليست كذلك. يعمل فريقنا ومتطوعونا كل يوم على تقليص هذه الفجوة، من خلال مواكبة التلاميذ في مسارهم الدراسي ومساعدتهم على اختيار توجههم ودعم المتفوقين منهم مادياً. وتحتل كرة السلة مكانة خاصة في هذه المغامرة: ففي الملعب يتعلم شبابنا الانضباط والتضامن والمثابرة، وهي خصال تفيدهم في القسم بالقدر نفسه. أتوجه بخالص الشكر إلى شركائنا ومانحينا وإلى جميع الأسر التي تضع ثقتها فينا. معاً، لنواصل فتح الأبواب.",
    },
  },
];

export const demoFoundationEntries: readonly DemoIllustratedText[] = [
  {
    daysAgo: 200,
    cover: "library",
    title: { fr: "Qui sommes-nous ?", en: "Who we are", ar: "من نحن" },
    body: {
      fr: "La Fondation Tamkine est une organisation à but non lucratif basée à Casablanca. Elle œuvre pour l’égalité des chances dans l’éducation en accompagnant les élèves et les étudiants issus de milieux modestes, de l’école primaire jusqu’à l’insertion professionnelle. « Tamkine » signifie « autonomisation » en arabe : notre ambition est de donner à chaque jeune les moyens de construire lui-même son avenir.",
      en: "The Tamkine Foundation is a non-profit organisation based in Casablanca. It works for equal opportunity in education by supporting pupils and students from modest backgrounds, from primary school through to their first job. “Tamkine” means “empowerment” in Arabic: our ambition is to give every young person the means to build their own future.",
      ar: "مؤسسة تمكين منظمة غير ربحية مقرها الدار البيضاء، تعمل من أجل تكافؤ الفرص في التعليم عبر مواكبة التلاميذ والطلبة المنحدرين من أوساط متواضعة، من المدرسة الابتدائية إلى الاندماج المهني. ويعبّر اسم «تمكين» عن طموحنا: أن نمنح كل شاب الوسائل ليبني مستقبله بنفسه.",
    },
  },
  {
    daysAgo: 190,
    cover: "seminars",
    title: { fr: "Nos programmes", en: "Our programmes", ar: "برامجنا" },
    body: {
      fr: "Tutorat gratuit, bourses d’excellence, séminaires d’orientation, journées portes ouvertes virtuelles, mentorat avec Tamkine Connect : nos programmes couvrent chaque étape du parcours scolaire. Ils sont conçus avec des enseignants et évalués chaque année pour mesurer leur impact sur la réussite des élèves.",
      en: "Free tutoring, excellence scholarships, guidance seminars, virtual open days and mentoring through Tamkine Connect: our programmes cover every stage of a pupil's education. They are designed with teachers and assessed every year to measure their impact on pupils' success.",
      ar: "الدعم المدرسي المجاني ومنح التميز وندوات التوجيه والأيام المفتوحة الافتراضية والإرشاد عبر «تمكين كونكت»: تغطي برامجنا كل مراحل المسار الدراسي، وقد صُممت بتعاون مع أساتذة وتخضع لتقييم سنوي لقياس أثرها على نجاح التلاميذ.",
    },
  },
  {
    daysAgo: 180,
    cover: "club",
    title: { fr: "Le Tamkine Basket Club", en: "Tamkine Basketball Club", ar: "نادي تمكين لكرة السلة" },
    body: {
      fr: "Créé il y a plus de trois ans, le Tamkine Basket Club compte aujourd’hui plus de 100 joueuses et joueurs, des mini-basketteurs aux équipes seniors. Chaque licencié bénéficie d’un suivi scolaire : au club, on s’entraîne pour gagner sur le terrain et en classe.",
      en: "Founded more than three years ago, Tamkine Basketball Club now has more than 100 players, from mini-basketball to senior teams. Every member receives academic follow-up: at the club, we train to win on the court and in the classroom.",
      ar: "تأسس نادي تمكين لكرة السلة منذ أكثر من ثلاث سنوات، ويضم اليوم أكثر من 100 لاعبة ولاعب من فئة الصغار إلى فرق الكبار. ويستفيد كل منخرط من تتبع دراسي: في النادي نتدرب لنفوز في الملعب وفي القسم.",
    },
  },
];

export const demoValeurs: readonly DemoIllustratedText[] = [
  {
    daysAgo: 210,
    cover: "academy",
    title: { fr: "Excellence", en: "Excellence", ar: "التميز" },
    body: {
      fr: "Nous encourageons chaque jeune à donner le meilleur de lui-même, à l’école comme sur le terrain, et nous appliquons la même exigence à nos propres programmes.",
      en: "We encourage every young person to give their best, at school and on the court, and we hold our own programmes to the same standard.",
      ar: "نشجع كل شاب على تقديم أفضل ما لديه في المدرسة وفي الملعب، ونطبق المستوى نفسه من الصرامة على برامجنا.",
    },
  },
  {
    daysAgo: 209,
    cover: "partners",
    title: { fr: "Solidarité", en: "Solidarity", ar: "التضامن" },
    body: {
      fr: "Personne ne réussit seul. Bénévoles, familles, anciens boursiers et partenaires unissent leurs forces pour que chaque enfant ait sa chance.",
      en: "No one succeeds alone. Volunteers, families, former scholarship holders and partners join forces so that every child gets a chance.",
      ar: "لا أحد ينجح بمفرده. يوحّد المتطوعون والأسر والممنوحون السابقون والشركاء جهودهم حتى ينال كل طفل فرصته.",
    },
  },
  {
    daysAgo: 208,
    cover: "court",
    title: { fr: "Respect", en: "Respect", ar: "الاحترام" },
    body: {
      fr: "Respect de l’autre, des règles et de la diversité : c’est la base du jeu collectif et de toute vie en communauté.",
      en: "Respect for others, for the rules and for diversity: it is the foundation of team play and of any community life.",
      ar: "احترام الآخر والقواعد والتنوع: هو أساس اللعب الجماعي وكل حياة مشتركة.",
    },
  },
  {
    daysAgo: 207,
    cover: "library",
    title: { fr: "Intégrité", en: "Integrity", ar: "النزاهة" },
    body: {
      fr: "Nous agissons avec transparence et rendons compte de l’utilisation de chaque don. Nos rapports d’activité sont publics et disponibles dans le centre de documents.",
      en: "We act transparently and account for how every donation is used. Our activity reports are public and available in the documents centre.",
      ar: "نعمل بشفافية ونقدم حساباً عن استعمال كل تبرع، وتقارير أنشطتنا متاحة للعموم في مركز الوثائق.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Platforms
// ---------------------------------------------------------------------------------------------

export interface DemoPlatform {
  daysAgo: number;
  icon: DemoBadge;
  url: string;
  title: Translated;
  description: Translated;
}

export const demoPlatforms: readonly DemoPlatform[] = [
  {
    daysAgo: 220,
    icon: "tutorat",
    url: "https://tutorat.tamkine.example",
    title: { fr: "Plateforme de tutorat", en: "Tutoring platform", ar: "منصة الدعم المدرسي" },
    description: {
      fr: "Réservez des séances de soutien scolaire en ligne avec nos tuteurs bénévoles, du collège au lycée, en mathématiques, sciences et langues.",
      en: "Book online tutoring sessions with our volunteer tutors, from middle to high school, in mathematics, science and languages.",
      ar: "احجز حصصاً للدعم المدرسي عن بعد مع مؤطرينا المتطوعين، من الإعدادي إلى الثانوي، في الرياضيات والعلوم واللغات.",
    },
  },
  {
    daysAgo: 215,
    icon: "orientation",
    url: "https://orientation.tamkine.example",
    title: { fr: "Orientation", en: "Study guidance", ar: "التوجيه" },
    description: {
      fr: "Tests d’intérêts, fiches métiers et fiches filières pour construire son projet d’études et préparer ses candidatures.",
      en: "Interest tests, career profiles and programme guides to build your study plan and prepare applications.",
      ar: "اختبارات الميول وبطاقات المهن والمسالك الدراسية لبناء مشروعك الدراسي وتحضير ترشيحاتك.",
    },
  },
  {
    daysAgo: 160,
    icon: "seminaires",
    url: "https://seminaires.tamkine.example",
    title: { fr: "Séminaires", en: "Seminars", ar: "الندوات" },
    description: {
      fr: "Calendrier, inscriptions et replays de nos séminaires sur l’orientation, les méthodes de travail et la préparation aux concours.",
      en: "Schedule, registration and recordings of our seminars on study guidance, study methods and entrance-exam preparation.",
      ar: "برنامج الندوات والتسجيل فيها وإعادة مشاهدة تسجيلاتها حول التوجيه وطرق العمل والتحضير للمباريات.",
    },
  },
  {
    daysAgo: 228,
    icon: "connect",
    url: "https://connect.tamkine.example",
    title: same("Tamkine Connect"),
    description: {
      fr: "Le réseau de mentorat qui met en relation élèves, étudiants, anciens boursiers et professionnels.",
      en: "The mentoring network connecting pupils, students, former scholarship holders and professionals.",
      ar: "شبكة الإرشاد التي تربط التلاميذ والطلبة والممنوحين السابقين والمهنيين.",
    },
  },
  {
    daysAgo: 60,
    icon: "jpov",
    url: "https://jpov.tamkine.example",
    title: {
      fr: "JPOV – Journées portes ouvertes virtuelles",
      en: "JPOV – Virtual open days",
      ar: "الأيام المفتوحة الافتراضية",
    },
    description: {
      fr: "Visitez en ligne les stands des universités et des écoles, assistez aux présentations et posez vos questions aux étudiants.",
      en: "Visit university and school booths online, attend presentations and ask current students your questions.",
      ar: "زر أروقة الجامعات والمدارس عبر الإنترنت، وتابع العروض، واطرح أسئلتك على الطلبة.",
    },
  },
  {
    daysAgo: 25,
    icon: "bourses",
    url: "https://bourses.tamkine.example",
    title: { fr: "Bourses d’études", en: "Scholarships", ar: "المنح الدراسية" },
    description: {
      fr: "Conditions d’éligibilité, calendrier et dépôt des candidatures aux bourses d’excellence de la fondation.",
      en: "Eligibility criteria, timeline and online applications for the foundation's excellence scholarships.",
      ar: "شروط الأهلية والجدول الزمني وإيداع ملفات الترشيح لمنح التميز التي تقدمها المؤسسة.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Matches
// ---------------------------------------------------------------------------------------------

export type DemoTeam = "tamkine" | "rabat" | "marrakech" | "fes" | "tanger" | "agadir";

export const demoTeams: Record<DemoTeam, { name: Translated; logo: DemoBadge }> = {
  tamkine: {
    logo: "tamkine",
    name: { fr: "Tamkine Basket Club", en: "Tamkine Basketball Club", ar: "نادي تمكين لكرة السلة" },
  },
  rabat: { logo: "rabat", name: { fr: "Étoile de Rabat", en: "Rabat Stars", ar: "نجم الرباط" } },
  marrakech: {
    logo: "marrakech",
    name: { fr: "Atlas Basket Marrakech", en: "Atlas Basketball Marrakech", ar: "أطلس مراكش لكرة السلة" },
  },
  fes: {
    logo: "fes",
    name: { fr: "Union sportive de Fès", en: "Fez Sports Union", ar: "الاتحاد الرياضي لفاس" },
  },
  tanger: { logo: "tanger", name: { fr: "Olympique de Tanger", en: "Tangier Olympic", ar: "أولمبيك طنجة" } },
  agadir: {
    logo: "agadir",
    name: { fr: "Racing Club d’Agadir", en: "Agadir Racing Club", ar: "نادي راسينغ أكادير" },
  },
};

const venues = {
  home: {
    fr: "Salle omnisports Tamkine, Casablanca",
    en: "Tamkine Sports Hall, Casablanca",
    ar: "القاعة المغطاة تمكين، الدار البيضاء",
  },
  fes: { fr: "Salle couverte de Fès", en: "Fez Indoor Arena", ar: "القاعة المغطاة بفاس" },
  marrakech: { fr: "Salle Atlas, Marrakech", en: "Atlas Arena, Marrakech", ar: "قاعة الأطلس، مراكش" },
} satisfies Record<string, Translated>;

export interface DemoMatch {
  /** Days from the seeding day: negative for played games (which have a score), positive for upcoming ones. */
  dayOffset: number;
  time: string;
  home: DemoTeam;
  away: DemoTeam;
  score: readonly [number, number] | null;
  banner: DemoCover;
  location: Translated;
  description: Translated;
}

export const demoMatches: readonly DemoMatch[] = [
  {
    dayOffset: -87,
    time: "19:00:00",
    home: "tamkine",
    away: "tanger",
    score: [84, 69],
    banner: "tournament",
    location: venues.home,
    description: {
      fr: "Coupe régionale, quart de finale : le vainqueur rejoint le Final Four.",
      en: "Regional cup quarter-final: the winner goes through to the Final Four.",
      ar: "كأس الجهة، ربع النهائي: يتأهل الفائز إلى المربع الذهبي.",
    },
  },
  {
    dayOffset: -35,
    time: "18:00:00",
    home: "fes",
    away: "tamkine",
    score: [70, 75],
    banner: "court",
    location: venues.fes,
    description: {
      fr: "Championnat régional, 12e journée. Victoire à l’extérieur grâce à une fin de match maîtrisée.",
      en: "Regional league, matchday 12. An away win sealed by a composed finish.",
      ar: "البطولة الجهوية، الجولة 12. فوز خارج الديار بفضل نهاية مباراة محكمة.",
    },
  },
  {
    dayOffset: -21,
    time: "19:30:00",
    home: "tamkine",
    away: "agadir",
    score: [66, 68],
    banner: "club",
    location: venues.home,
    description: {
      fr: "Championnat régional, 14e journée. Défaite de deux points dans les dernières secondes.",
      en: "Regional league, matchday 14. A two-point defeat in the final seconds.",
      ar: "البطولة الجهوية، الجولة 14. هزيمة بفارق نقطتين في الثواني الأخيرة.",
    },
  },
  {
    dayOffset: -7,
    time: "20:00:00",
    home: "tamkine",
    away: "rabat",
    score: [78, 71],
    banner: "club",
    location: venues.home,
    description: {
      fr: "Championnat régional, 16e journée. Le choc au sommet face à l’Étoile de Rabat.",
      en: "Regional league, matchday 16. The top-of-the-table clash against Rabat Stars.",
      ar: "البطولة الجهوية، الجولة 16. مباراة القمة أمام نجم الرباط.",
    },
  },
  {
    dayOffset: 6,
    time: "18:30:00",
    home: "marrakech",
    away: "tamkine",
    score: null,
    banner: "court",
    location: venues.marrakech,
    description: {
      fr: "Championnat régional, 17e journée. Déplacement difficile chez un concurrent direct.",
      en: "Regional league, matchday 17. A tough trip to a direct rival.",
      ar: "البطولة الجهوية، الجولة 17. تنقل صعب إلى ملعب منافس مباشر.",
    },
  },
  {
    dayOffset: 13,
    time: "19:00:00",
    home: "tamkine",
    away: "fes",
    score: null,
    banner: "club",
    location: venues.home,
    description: {
      fr: "Championnat régional, 18e journée. Match retour face à l’US Fès ; entrée gratuite pour les élèves du programme de tutorat.",
      en: "Regional league, matchday 18. Return game against Fez Sports Union; free entry for pupils in the tutoring programme.",
      ar: "البطولة الجهوية، الجولة 18. مباراة الإياب أمام الاتحاد الرياضي لفاس، والدخول مجاني لتلاميذ برنامج الدعم المدرسي.",
    },
  },
  {
    dayOffset: 27,
    time: "20:00:00",
    home: "tamkine",
    away: "tanger",
    score: null,
    banner: "tournament",
    location: venues.home,
    description: {
      fr: "Championnat régional, 20e journée. Dernier match à domicile de la saison régulière.",
      en: "Regional league, matchday 20. Last home game of the regular season.",
      ar: "البطولة الجهوية، الجولة 20. آخر مباراة على أرضنا في الموسم العادي.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Media: videos, photos, documents, media partners, activities
// ---------------------------------------------------------------------------------------------

export interface DemoCaptioned {
  daysAgo: number;
  cover: DemoCover;
  title: Translated;
  comment: Translated;
}

export interface DemoVideo extends DemoCaptioned {
  link: string;
}

export const demoVideos: readonly DemoVideo[] = [
  {
    daysAgo: 5,
    cover: "club",
    link: "https://www.youtube.com/watch?v=Tk7mB2xQ9aL",
    title: {
      fr: "Résumé : Tamkine – Étoile de Rabat (78-71)",
      en: "Highlights: Tamkine vs Rabat Stars (78-71)",
      ar: "ملخص: تمكين ضد نجم الرباط (78-71)",
    },
    comment: {
      fr: "Les meilleures actions de la victoire à domicile, dont le récital de Yassine El Amrani au troisième quart-temps.",
      en: "The best plays from the home win, including Yassine El Amrani's third-quarter show.",
      ar: "أفضل لقطات الفوز على أرضنا، ومنها تألق ياسين العمراني في الربع الثالث.",
    },
  },
  {
    daysAgo: 33,
    cover: "seminars",
    link: "https://www.youtube.com/watch?v=Or1entAt10n",
    title: {
      fr: "Séminaire d’orientation : les temps forts",
      en: "Guidance seminar: highlights",
      ar: "ندوة التوجيه: أبرز اللحظات",
    },
    comment: {
      fr: "Conseils de conseillers d’orientation et témoignages d’anciens boursiers.",
      en: "Advice from guidance counsellors and stories from former scholarship holders.",
      ar: "نصائح مستشاري التوجيه وشهادات الممنوحين السابقين.",
    },
  },
  {
    daysAgo: 52,
    cover: "tutoring",
    link: "https://youtu.be/Tut0rat2Cas",
    title: {
      fr: "Dans les coulisses du tutorat",
      en: "Behind the scenes of tutoring",
      ar: "كواليس الدعم المدرسي",
    },
    comment: {
      fr: "Une journée avec les tuteurs bénévoles et les élèves du centre de Casablanca.",
      en: "A day with the volunteer tutors and pupils at the Casablanca centre.",
      ar: "يوم مع المؤطرين المتطوعين وتلاميذ مركز الدار البيضاء.",
    },
  },
  {
    daysAgo: 115,
    cover: "academy",
    link: "https://www.youtube.com/watch?v=Cmp8Ete2bSk",
    title: {
      fr: "Stage d’été « Basket et études »",
      en: "“Basketball and Studies” summer camp",
      ar: "المخيم الصيفي «كرة السلة والدراسة»",
    },
    comment: {
      fr: "Deux semaines de cours le matin et de basket l’après-midi, racontées par les enfants.",
      en: "Two weeks of lessons in the morning and basketball in the afternoon, told by the children.",
      ar: "أسبوعان من الدروس صباحاً وكرة السلة مساءً، يرويهما الأطفال.",
    },
  },
  {
    daysAgo: 131,
    cover: "scholarships",
    link: "https://www.youtube.com/watch?v=Laur3ats42x",
    title: { fr: "Cérémonie des lauréats", en: "Graduates' ceremony", ar: "حفل تكريم الخريجين" },
    comment: {
      fr: "Retour en images sur la soirée en l’honneur de nos 42 boursiers diplômés.",
      en: "Looking back at the evening honouring our 42 graduating scholarship holders.",
      ar: "عودة بالصور إلى الأمسية المخصصة لتكريم 42 خريجاً من الممنوحين.",
    },
  },
  {
    daysAgo: 98,
    cover: "video",
    // Not a YouTube link on purpose: the player must fall back to using the address as it is.
    link: "https://videos.tamkine.example/visite-du-centre.mp4",
    title: {
      fr: "Visite virtuelle du centre Tamkine",
      en: "Virtual tour of the Tamkine centre",
      ar: "جولة افتراضية في مركز تمكين",
    },
    comment: {
      fr: "Découvrez la salle de lecture, les salles de tutorat et le terrain du club.",
      en: "Discover the reading room, the tutoring rooms and the club's court.",
      ar: "اكتشف قاعة المطالعة وقاعات الدعم المدرسي وملعب النادي.",
    },
  },
];

export const demoPhotos: readonly DemoCaptioned[] = [
  {
    daysAgo: 7,
    cover: "court",
    title: { fr: "Échauffement avant le match", en: "Warm-up before the game", ar: "الإحماء قبل المباراة" },
    comment: {
      fr: "Les seniors se préparent avant la réception de l’Étoile de Rabat.",
      en: "The senior team gets ready before hosting Rabat Stars.",
      ar: "فريق الكبار يستعد قبل استقبال نجم الرباط.",
    },
  },
  {
    daysAgo: 13,
    cover: "tutoring",
    title: {
      fr: "Séance de tutorat en mathématiques",
      en: "Maths tutoring session",
      ar: "حصة دعم في الرياضيات",
    },
    comment: {
      fr: "Des collégiens révisent les fractions avec leur tutrice.",
      en: "Middle-school pupils revise fractions with their tutor.",
      ar: "تلاميذ الإعدادي يراجعون الكسور مع مؤطرتهم.",
    },
  },
  {
    daysAgo: 22,
    cover: "scholarships",
    title: { fr: "Remise des bourses", en: "Scholarship award", ar: "تسليم المنح" },
    comment: {
      fr: "Les nouveaux boursiers reçoivent leur attestation.",
      en: "New scholarship holders receive their certificates.",
      ar: "الممنوحون الجدد يتسلمون شواهدهم.",
    },
  },
  {
    daysAgo: 34,
    cover: "seminars",
    title: { fr: "Séminaire d’orientation", en: "Guidance seminar", ar: "ندوة التوجيه" },
    comment: {
      fr: "Questions-réponses avec des étudiants ingénieurs.",
      en: "Q&A with engineering students.",
      ar: "جلسة أسئلة وأجوبة مع طلبة مهندسين.",
    },
  },
  {
    daysAgo: 46,
    cover: "partners",
    title: { fr: "Signature du partenariat", en: "Partnership signing", ar: "توقيع الشراكة" },
    comment: {
      fr: "Signature de la convention avec l’école d’ingénieurs.",
      en: "Signing the agreement with the engineering school.",
      ar: "توقيع الاتفاقية مع مدرسة المهندسين.",
    },
  },
  {
    daysAgo: 71,
    cover: "academy",
    title: { fr: "Académie U15", en: "U15 academy", ar: "أكاديمية أقل من 15 سنة" },
    comment: {
      fr: "Atelier de tir pendant la journée de détection.",
      en: "Shooting drill during the try-out day.",
      ar: "تمرين التسديد خلال يوم الانتقاء.",
    },
  },
  {
    daysAgo: 100,
    cover: "library",
    title: { fr: "Salle de lecture", en: "Reading room", ar: "قاعة المطالعة" },
    comment: {
      fr: "Un mercredi après-midi à la salle de lecture du centre.",
      en: "A Wednesday afternoon in the centre's reading room.",
      ar: "زوال يوم أربعاء في قاعة المطالعة بالمركز.",
    },
  },
  {
    daysAgo: 203,
    cover: "tournament",
    title: { fr: "Tournoi solidaire 3x3", en: "3x3 charity tournament", ar: "الدوري التضامني 3×3" },
    comment: {
      fr: "La finale remportée par les Derb Ballers.",
      en: "The final, won by the Derb Ballers.",
      ar: "المباراة النهائية التي فاز بها فريق درب بالرز.",
    },
  },
];

export interface DemoDocument {
  daysAgo: number;
  cover: DemoCover;
  titre: string;
  description: string;
  /** Text printed in the generated PDF (accents are dropped there: the PDF uses a basic font). */
  pdfLines: readonly string[];
}

export const demoDocuments: readonly DemoDocument[] = [
  {
    daysAgo: 24,
    cover: "scholarships",
    titre: "Guide des bourses d’excellence",
    description:
      "Conditions d’éligibilité, pièces à fournir, calendrier de sélection et engagements des boursiers : tout ce qu’il faut savoir avant de déposer un dossier.",
    pdfLines: [
      "Fondation Tamkine - Bourses d'excellence",
      "1. Conditions d'eligibilite : baccalaureat obtenu, revenus familiaux modestes.",
      "2. Pieces a fournir : releves de notes, attestation de revenus, lettre de motivation.",
      "3. Selection : etude des dossiers puis entretien avec le comite.",
      "4. Engagements : assiduite, suivi avec un mentor, participation a la vie de la fondation.",
    ],
  },
  {
    daysAgo: 36,
    cover: "seminars",
    titre: "Calendrier des séminaires",
    description:
      "Dates, thèmes et lieux des séminaires d’orientation et de méthodologie proposés cette année aux lycéens et aux étudiants.",
    pdfLines: [
      "Fondation Tamkine - Calendrier des seminaires",
      "Orientation apres le bac : classes preparatoires, universites, ecoles.",
      "Methodes de travail : organisation, prise de notes, gestion du stress.",
      "Preparation aux concours et aux entretiens d'admission.",
      "Inscriptions sur https://seminaires.tamkine.example",
    ],
  },
  {
    daysAgo: 95,
    cover: "court",
    titre: "Règlement intérieur du Tamkine Basket Club",
    description:
      "Règles de vie du club, engagement scolaire des joueurs, charte du supporter et procédure disciplinaire, à lire et signer par chaque licencié et sa famille.",
    pdfLines: [
      "Tamkine Basket Club - Reglement interieur",
      "Article 1 : chaque licencie suit le programme de tutorat de la fondation.",
      "Article 2 : ponctualite et respect des entraineurs, des arbitres et des adversaires.",
      "Article 3 : la charte du supporter s'applique a tous les spectateurs.",
      "Article 4 : les manquements sont examines par la commission de discipline.",
    ],
  },
  {
    daysAgo: 140,
    cover: "library",
    titre: "Rapport d’activité annuel",
    description:
      "Bilan des programmes de la fondation (tutorat, bourses, orientation, club de basket), chiffres clés de l’année et comptes certifiés.",
    pdfLines: [
      "Fondation Tamkine - Rapport d'activite annuel",
      "Tutorat : 480 eleves accompagnes par 200 benevoles.",
      "Bourses : 120 boursiers, dont 42 diplomes cette annee.",
      "Orientation : 6 seminaires et 3 journees portes ouvertes virtuelles.",
      "Club : plus de 100 joueuses et joueurs licencies.",
    ],
  },
];

export interface DemoMediaPartner {
  daysAgo: number;
  cover: DemoCover;
  title: Translated;
  description: Translated;
  categorie: "Presse" | "Radio" | "Télévision" | "Web";
  activite: string;
  ville: string;
  dateCreation: string;
  siteUrl: string;
  video: string | null;
}

export const demoMediaPartners: readonly DemoMediaPartner[] = [
  {
    daysAgo: 170,
    cover: "media",
    title: { fr: "Le Courrier de Casablanca", en: "Le Courrier de Casablanca", ar: "بريد الدار البيضاء" },
    description: {
      fr: "Quotidien d’information générale qui consacre chaque semaine une page à l’actualité éducative et sportive de la région.",
      en: "General-interest daily with a weekly page on the region's education and sports news.",
      ar: "يومية إخبارية عامة تخصص كل أسبوع صفحة للمستجدات التربوية والرياضية في الجهة.",
    },
    categorie: "Presse",
    activite: "Information",
    ville: "Casablanca",
    dateCreation: "1998-03-12",
    siteUrl: "https://courrier-casablanca.example",
    video: null,
  },
  {
    daysAgo: 140,
    cover: "seminars",
    title: { fr: "Radio Atlas FM", en: "Radio Atlas FM", ar: "راديو أطلس إف إم" },
    description: {
      fr: "Radio régionale qui diffuse chaque samedi l’émission « Avenir Jeunes », consacrée à l’orientation et aux métiers.",
      en: "Regional radio station broadcasting “Avenir Jeunes”, a Saturday show about study and career guidance.",
      ar: "إذاعة جهوية تبث كل سبت برنامج «مستقبل الشباب» المخصص للتوجيه والمهن.",
    },
    categorie: "Radio",
    activite: "Éducation",
    ville: "Marrakech",
    dateCreation: "2006-09-01",
    siteUrl: "https://atlas-fm.example",
    video: "https://www.youtube.com/watch?v=AtlasFm2026",
  },
  {
    daysAgo: 110,
    cover: "court",
    title: { fr: "Atlantic Sport TV", en: "Atlantic Sport TV", ar: "أطلنتيك سبور تي في" },
    description: {
      fr: "Chaîne sportive qui retransmet les matchs du championnat régional de basket et les temps forts du club.",
      en: "Sports channel broadcasting regional basketball league games and club highlights.",
      ar: "قناة رياضية تنقل مباريات البطولة الجهوية لكرة السلة وأبرز لحظات النادي.",
    },
    categorie: "Télévision",
    activite: "Sport",
    ville: "Rabat",
    dateCreation: "2012-01-20",
    siteUrl: "https://atlantic-sport.example",
    video: "https://www.youtube.com/watch?v=AtlSprtTv01",
  },
  {
    daysAgo: 80,
    cover: "tutoring",
    title: { fr: "EduMag", en: "EduMag", ar: "إيدوماغ" },
    description: {
      fr: "Magazine en ligne dédié à l’éducation, aux études supérieures et aux bourses au Maroc.",
      en: "Online magazine devoted to education, higher education and scholarships in Morocco.",
      ar: "مجلة إلكترونية متخصصة في التعليم والدراسات العليا والمنح بالمغرب.",
    },
    categorie: "Web",
    activite: "Éducation",
    ville: "Casablanca",
    dateCreation: "2018-10-05",
    siteUrl: "https://edumag.example",
    video: null,
  },
  {
    daysAgo: 55,
    cover: "library",
    title: { fr: "Rabat Hebdo", en: "Rabat Weekly", ar: "الرباط الأسبوعية" },
    description: {
      fr: "Hebdomadaire régional qui publie un supplément mensuel sur les initiatives associatives.",
      en: "Regional weekly publishing a monthly supplement on community initiatives.",
      ar: "أسبوعية جهوية تصدر ملحقاً شهرياً حول المبادرات الجمعوية.",
    },
    categorie: "Presse",
    activite: "Société",
    ville: "Rabat",
    dateCreation: "2003-06-15",
    siteUrl: "https://rabat-hebdo.example",
    video: null,
  },
  {
    daysAgo: 18,
    cover: "video",
    title: { fr: "Campus Radio", en: "Campus Radio", ar: "راديو الحرم الجامعي" },
    description: {
      fr: "Webradio animée par des étudiants, partenaire de nos séminaires d’orientation.",
      en: "Student-run web radio, partner of our guidance seminars.",
      ar: "إذاعة رقمية يديرها طلبة، وهي شريكة في ندوات التوجيه التي ننظمها.",
    },
    categorie: "Radio",
    activite: "Culture",
    ville: "Fès",
    dateCreation: "2015-02-28",
    siteUrl: "https://campus-radio.example",
    video: null,
  },
];

export const demoActivities: readonly DemoCaptioned[] = [
  {
    daysAgo: 4,
    cover: "seminars",
    title: { fr: "Préparation aux examens", en: "Exam preparation", ar: "التحضير للامتحانات" },
    comment: {
      fr: "Sessions intensives de révision avant les examens régionaux et nationaux du baccalauréat.",
      en: "Intensive revision sessions before the regional and national baccalaureate exams.",
      ar: "حصص مكثفة للمراجعة قبل الامتحانات الجهوية والوطنية للبكالوريا.",
    },
  },
  {
    daysAgo: 16,
    cover: "court",
    title: {
      fr: "Clinic de basket avec les entraîneurs",
      en: "Basketball clinic with the coaches",
      ar: "حصة تدريبية مع مدربي النادي",
    },
    comment: {
      fr: "Une matinée d’initiation ouverte aux enfants du quartier, de 8 à 14 ans.",
      en: "A morning introduction session open to local children aged 8 to 14.",
      ar: "صبيحة للتعريف بكرة السلة مفتوحة لأطفال الحي من 8 إلى 14 سنة.",
    },
  },
  {
    daysAgo: 29,
    cover: "partners",
    title: { fr: "Atelier de robotique", en: "Robotics workshop", ar: "ورشة الروبوتيك" },
    comment: {
      fr: "Initiation à la programmation et à la robotique animée par les élèves ingénieurs partenaires.",
      en: "An introduction to programming and robotics run by partner engineering students.",
      ar: "تعريف بالبرمجة والروبوتيك يؤطره طلبة مهندسون شركاء.",
    },
  },
  {
    daysAgo: 44,
    cover: "library",
    title: { fr: "Atelier d’écriture", en: "Writing workshop", ar: "ورشة الكتابة" },
    comment: {
      fr: "Chaque samedi, les collégiens écrivent nouvelles et poèmes avec une autrice bénévole.",
      en: "Every Saturday, middle-school pupils write short stories and poems with a volunteer author.",
      ar: "كل سبت، يكتب تلاميذ الإعدادي قصصاً قصيرة وقصائد برفقة كاتبة متطوعة.",
    },
  },
  {
    daysAgo: 63,
    cover: "scholarships",
    title: { fr: "Visite d’entreprise", en: "Company visit", ar: "زيارة مقاولة" },
    comment: {
      fr: "Les boursiers de première année découvrent les métiers d’une entreprise partenaire.",
      en: "First-year scholarship holders discover the jobs at a partner company.",
      ar: "الممنوحون في السنة الأولى يكتشفون مهن مقاولة شريكة.",
    },
  },
  {
    daysAgo: 108,
    cover: "tutoring",
    title: { fr: "Collecte de livres", en: "Book drive", ar: "حملة جمع الكتب" },
    comment: {
      fr: "Déposez vos livres en bon état au centre : ils rejoindront la salle de lecture et les écoles partenaires.",
      en: "Drop off your books in good condition at the centre: they will go to the reading room and partner schools.",
      ar: "سلّموا كتبكم التي في حالة جيدة إلى المركز، وستنضم إلى قاعة المطالعة والمدارس الشريكة.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------

export interface DemoPage {
  slug: string;
  title: Translated;
  body: Translated;
}

export const demoPages: readonly DemoPage[] = [
  {
    slug: "club",
    title: { fr: "Le club", en: "The club", ar: "النادي" },
    body: {
      fr: paragraphs(
        "Le Tamkine Basket Club est né il y a plus de trois ans d’une idée simple : utiliser le basket pour donner aux jeunes du quartier un cadre, des repères et l’envie de réussir.",
        "Aujourd’hui, le club réunit plus de 100 joueuses et joueurs, encadrés par des entraîneurs diplômés et une équipe de bénévoles. Les entraînements ont lieu à la salle omnisports Tamkine, à Casablanca.",
        "Le club est indissociable de la fondation : chaque licencié bénéficie du programme de tutorat, et les résultats scolaires sont suivis au même titre que les performances sportives.",
        "Envie de nous rejoindre comme joueur, bénévole ou partenaire ? Écrivez-nous depuis la page Contact.",
      ),
      en: paragraphs(
        "Tamkine Basketball Club was born more than three years ago from a simple idea: using basketball to give local young people structure, guidance and the drive to succeed.",
        "Today the club brings together more than 100 players, coached by qualified trainers and a team of volunteers. Training takes place at the Tamkine Sports Hall in Casablanca.",
        "The club and the foundation go hand in hand: every member takes part in the tutoring programme, and school results are followed as closely as performances on the court.",
        "Would you like to join us as a player, volunteer or partner? Write to us from the Contact page.",
      ),
      ar: paragraphs(
        "وُلد نادي تمكين لكرة السلة منذ أكثر من ثلاث سنوات من فكرة بسيطة: توظيف كرة السلة لمنح شباب الحي إطاراً ومرجعيات ورغبة في النجاح.",
        "يضم النادي اليوم أكثر من 100 لاعبة ولاعب، يؤطرهم مدربون مؤهلون وفريق من المتطوعين. وتجري التداريب بالقاعة المغطاة تمكين في الدار البيضاء.",
        "النادي والمؤسسة وجهان لعملة واحدة: يستفيد كل منخرط من برنامج الدعم المدرسي، وتُتابع نتائجه الدراسية بالقدر نفسه الذي تُتابع به نتائجه الرياضية.",
        "هل ترغب في الانضمام إلينا لاعباً أو متطوعاً أو شريكاً؟ راسلنا عبر صفحة الاتصال.",
      ),
    },
  },
  {
    slug: "equipes",
    title: { fr: "Nos équipes", en: "Our teams", ar: "فرقنا" },
    body: {
      fr: paragraphs(
        "Le Tamkine Basket Club accueille les jeunes dès 6 ans et accompagne chacun jusqu’au niveau senior. Toutes nos équipes s’entraînent à la salle omnisports Tamkine, à Casablanca.",
        "Mini-basket (6-10 ans) : découverte du jeu, motricité et plaisir, le mercredi après-midi et le samedi matin.",
        "U13 et U15 : apprentissage des fondamentaux et premières compétitions. L’académie U15 réunit trente jeunes sélectionnés, avec trois entraînements par semaine et un suivi scolaire renforcé.",
        "U18 : perfectionnement technique et tactique, championnat régional jeunes.",
        "Seniors masculins : championnat régional et coupe régionale, qualifiés pour le Final Four.",
        "Seniors féminines : promues en division supérieure régionale ; entraînements ouverts le mercredi pour les joueuses de 16 à 22 ans.",
        "Chaque licencié bénéficie du programme de tutorat de la fondation. Pour une séance d’essai, contactez-nous depuis la page Contact.",
      ),
      en: paragraphs(
        "Tamkine Basketball Club welcomes young people from the age of 6 and supports each of them up to senior level. All our teams train at the Tamkine Sports Hall in Casablanca.",
        "Mini-basketball (ages 6-10): discovering the game, coordination and fun, on Wednesday afternoons and Saturday mornings.",
        "U13 and U15: learning the fundamentals and first competitions. The U15 academy brings together thirty selected young players, with three training sessions a week and closer academic follow-up.",
        "U18: technical and tactical development, regional youth league.",
        "Senior men: regional league and regional cup, qualified for the Final Four.",
        "Senior women: promoted to the regional top division; open training on Wednesdays for players aged 16 to 22.",
        "Every member takes part in the foundation's tutoring programme. For a trial session, contact us from the Contact page.",
      ),
      ar: paragraphs(
        "يستقبل نادي تمكين لكرة السلة الشباب ابتداءً من سن السادسة ويرافق كل واحد منهم حتى فئة الكبار. وتتدرب جميع فرقنا بالقاعة المغطاة تمكين في الدار البيضاء.",
        "كرة السلة المصغرة (من 6 إلى 10 سنوات): اكتشاف اللعبة وتنمية المهارات الحركية والمتعة، يوم الأربعاء بعد الظهر ويوم السبت صباحاً.",
        "أقل من 13 سنة وأقل من 15 سنة: تعلم الأساسيات وأولى المنافسات. وتضم أكاديمية أقل من 15 سنة ثلاثين لاعباً منتقى، بثلاث حصص تدريبية في الأسبوع وتتبع دراسي معزز.",
        "أقل من 18 سنة: تطوير المهارات التقنية والتكتيكية، والمشاركة في البطولة الجهوية للشبان.",
        "فريق الكبار ذكور: البطولة الجهوية وكأس الجهة، وقد تأهل إلى المربع الذهبي.",
        "فريق الكبار إناث: صعد إلى القسم الجهوي الأعلى، مع حصص تدريبية مفتوحة كل أربعاء للاعبات من 16 إلى 22 سنة.",
        "يستفيد كل منخرط من برنامج الدعم المدرسي للمؤسسة. ولحضور حصة تجريبية، تواصلوا معنا عبر صفحة الاتصال.",
      ),
    },
  },
  {
    slug: "partenaires",
    title: { fr: "Nos partenaires", en: "Our partners", ar: "شركاؤنا" },
    body: {
      fr: paragraphs(
        "La Fondation Tamkine et son club avancent grâce à un réseau de partenaires engagés : établissements d’enseignement, entreprises, collectivités, associations et médias.",
        "Partenaires éducatifs : écoles, universités et écoles d’ingénieurs qui accueillent nos boursiers, animent des ateliers et participent aux journées portes ouvertes virtuelles.",
        "Entreprises : elles financent des bourses, accueillent des stagiaires, proposent des mentors et soutiennent le club.",
        "Médias : presse, radios, télévision et sites web qui font connaître nos programmes et les résultats du club.",
        "Devenir partenaire : mécénat, bénévolat de compétences, dons de matériel ou de livres, accueil de stagiaires… Présentez votre projet avec le formulaire « Devenir partenaire » ; notre équipe vous répondra rapidement.",
      ),
      en: paragraphs(
        "The Tamkine Foundation and its club move forward thanks to a network of committed partners: schools and universities, companies, local authorities, associations and media.",
        "Education partners: schools, universities and engineering schools that welcome our scholarship holders, run workshops and take part in the virtual open days.",
        "Companies: they fund scholarships, host interns, provide mentors and support the club.",
        "Media: newspapers, radio, television and websites that spread the word about our programmes and the club's results.",
        "Become a partner: sponsorship, skills-based volunteering, donations of equipment or books, internships… Tell us about your project with the “Become a partner” form; our team will get back to you quickly.",
      ),
      ar: paragraphs(
        "تتقدم مؤسسة تمكين وناديها بفضل شبكة من الشركاء الملتزمين: مؤسسات تعليمية ومقاولات وجماعات ترابية وجمعيات ووسائل إعلام.",
        "الشركاء التربويون: مدارس وجامعات ومدارس للمهندسين تستقبل الممنوحين لدينا، وتؤطر ورشات، وتشارك في الأيام المفتوحة الافتراضية.",
        "المقاولات: تموّل المنح، وتستقبل المتدربين، وتوفر مرشدين، وتدعم النادي.",
        "وسائل الإعلام: صحف وإذاعات وقنوات تلفزية ومواقع إلكترونية تعرّف ببرامجنا وبنتائج النادي.",
        "كن شريكاً: رعاية، تطوع بالكفاءات، تبرع بالمعدات أو الكتب، استقبال متدربين… قدّم مشروعك عبر استمارة «كن شريكاً»، وسيرد عليك فريقنا في أقرب الآجال.",
      ),
    },
  },
  {
    slug: "mentions-legales",
    title: { fr: "Mentions légales", en: "Legal notice", ar: "الإشعار القانوني" },
    body: {
      fr: paragraphs(
        "Éditeur du site : Fondation Tamkine, organisation à but non lucratif de droit marocain, dont le siège est situé à Casablanca (Maroc). Le site présente également les activités du Tamkine Basket Club, association sportive liée à la fondation.",
        "Directeur de la publication : le président de la Fondation Tamkine.",
        "Contact : par le formulaire de la page Contact ; notre équipe répond du lundi au vendredi, de 9 h à 18 h.",
        "Hébergement : le site est hébergé par un prestataire technique dont les coordonnées sont communiquées sur simple demande via la page Contact.",
        "Propriété intellectuelle : les textes, photographies, vidéos, logos et documents du site sont protégés. Toute reproduction sans autorisation préalable est interdite, sauf usage non commercial citant la source.",
        "Liens externes : le site renvoie vers des plateformes et des sites partenaires dont la fondation ne contrôle pas le contenu.",
        "Données personnelles : le traitement des données envoyées par les formulaires est décrit dans la politique de confidentialité.",
      ),
      en: paragraphs(
        "Publisher: the Tamkine Foundation, a non-profit organisation under Moroccan law, headquartered in Casablanca (Morocco). The site also presents the activities of Tamkine Basketball Club, the sports association linked to the foundation.",
        "Publication director: the president of the Tamkine Foundation.",
        "Contact: through the form on the Contact page; our team replies Monday to Friday, 9 am to 6 pm.",
        "Hosting: the site is hosted by a technical provider whose details are available on request through the Contact page.",
        "Intellectual property: the texts, photographs, videos, logos and documents on this site are protected. Any reproduction without prior permission is prohibited, except for non-commercial use that credits the source.",
        "External links: the site links to platforms and partner sites whose content the foundation does not control.",
        "Personal data: how data sent through the forms is handled is described in the privacy policy.",
      ),
      ar: paragraphs(
        "ناشر الموقع: مؤسسة تمكين، منظمة غير ربحية خاضعة للقانون المغربي، مقرها بالدار البيضاء (المغرب). ويعرض الموقع أيضاً أنشطة نادي تمكين لكرة السلة، الجمعية الرياضية المرتبطة بالمؤسسة.",
        "مدير النشر: رئيس مؤسسة تمكين.",
        "الاتصال: عبر الاستمارة الموجودة في صفحة الاتصال، ويجيب فريقنا من الاثنين إلى الجمعة من التاسعة صباحاً إلى السادسة مساءً.",
        "الاستضافة: يستضيف الموقعَ مزودٌ تقني يمكن الحصول على بياناته بطلب بسيط عبر صفحة الاتصال.",
        "الملكية الفكرية: النصوص والصور ومقاطع الفيديو والشعارات والوثائق المنشورة في الموقع محمية، ويُمنع نسخها دون إذن مسبق، باستثناء الاستعمال غير التجاري مع ذكر المصدر.",
        "الروابط الخارجية: يحيل الموقع إلى منصات ومواقع شريكة لا تتحكم المؤسسة في محتواها.",
        "المعطيات الشخصية: تشرح سياسة الخصوصية كيفية معالجة المعطيات المرسلة عبر الاستمارات.",
      ),
    },
  },
  {
    slug: "politique-confidentialite",
    title: { fr: "Politique de confidentialité", en: "Privacy policy", ar: "سياسة الخصوصية" },
    body: {
      fr: paragraphs(
        "La Fondation Tamkine protège vos données personnelles conformément à la loi marocaine n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel. Cette page explique ce que nous conservons, pourquoi, combien de temps et comment exercer vos droits.",
        "Données conservées : uniquement ce que vous saisissez dans nos formulaires, ainsi que la langue dans laquelle vous consultiez le site et la date et l’heure de votre envoi. Selon le formulaire, il s’agit de votre nom et prénom, de votre adresse e-mail, de votre numéro de téléphone, de votre message (avec son objet et sa catégorie), de votre rôle, du nom et du site web de votre organisation et, le cas échéant, de son logo. Lorsque vous acceptez nos conditions, nous enregistrons la date et l’heure de ce consentement. Pour la lettre d’information, nous conservons votre adresse e-mail, votre langue et la date de confirmation de l’abonnement.",
        "Pourquoi : pour répondre à vos messages, traiter votre demande d’adhésion ou de partenariat, et vous envoyer la lettre d’information si vous l’avez demandée. L’heure du consentement nous permet de prouver que vous l’avez donné. Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires. Pour protéger les formulaires contre les envois abusifs, nous gardons aussi une empreinte technique de chaque envoi, qui ne sert à rien d’autre.",
        "Combien de temps : les messages de contact, les demandes d’adhésion et de partenariat et les inscriptions à la communauté sont conservés au plus 12 mois après notre dernier échange, puis supprimés. Les abonnements à la lettre d’information sont conservés jusqu’à votre désinscription ; une inscription jamais confirmée est supprimée après 30 jours.",
        "Qui y a accès : seuls les administrateurs habilités de la fondation, avec un compte personnel protégé par mot de passe. Vos données ne sont transmises à aucun tiers, sauf obligation légale.",
        "Vos droits : vous pouvez demander à tout moment l’accès à vos données, leur rectification, leur export dans un fichier lisible ou leur suppression. Écrivez-nous depuis la page Contact (/contacter-tamkine) en indiquant l’adresse e-mail utilisée lors de votre envoi ; nous répondons sous 30 jours. Vous pouvez aussi vous désinscrire de la lettre d’information à tout moment. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).",
        "Cookies : le site n’utilise aucun cookie publicitaire ni outil de pistage. Il mémorise seulement votre choix de langue dans votre navigateur et utilise un cookie de session pour les administrateurs connectés.",
      ),
      en: paragraphs(
        "The Tamkine Foundation protects your personal data in accordance with Moroccan Law No. 09-08 on the protection of individuals with regard to the processing of personal data. This page explains what we keep, why, for how long and how to exercise your rights.",
        "Data we keep: only what you type into our forms, plus the language in which you were browsing the site and the date and time of your submission. Depending on the form, this means your first and last name, e-mail address, phone number, message (with its subject and category), role, the name and website of your organisation and, where provided, its logo. When you accept our terms, we record the date and time of that consent. For the newsletter, we keep your e-mail address, your language and the date you confirmed your subscription.",
        "Why: to answer your messages, handle your membership or partnership request, and send you the newsletter if you asked for it. The consent time lets us prove that you gave it. Your data is never sold, rented or used for advertising. To protect the forms against abuse, we also keep a technical fingerprint of each submission, which is used for nothing else.",
        "How long: contact messages, membership and partnership requests and community registrations are kept for at most 12 months after our last exchange, then deleted. Newsletter subscriptions are kept until you unsubscribe; a subscription that is never confirmed is deleted after 30 days.",
        "Who can see it: only authorised administrators of the foundation, each with a personal password-protected account. Your data is not passed on to anyone else unless the law requires it.",
        "Your rights: you can ask at any time to access your data, correct it, export it in a readable file or have it deleted. Write to us from the Contact page (/contacter-tamkine), giving the e-mail address you used; we reply within 30 days. You can also unsubscribe from the newsletter at any time. If you feel your rights have not been respected, you can contact Morocco's data protection authority, the CNDP.",
        "Cookies: the site uses no advertising cookies or tracking tools. It only remembers your language choice in your browser and uses a session cookie for signed-in administrators.",
      ),
      ar: paragraphs(
        "تحمي مؤسسة تمكين معطياتك الشخصية وفقاً للقانون المغربي رقم 09-08 المتعلق بحماية الأشخاص الذاتيين تجاه معالجة المعطيات ذات الطابع الشخصي. توضح هذه الصفحة ما نحتفظ به، ولماذا، وإلى متى، وكيف تمارس حقوقك.",
        "المعطيات التي نحتفظ بها: ما تدخله في استماراتنا فقط، إضافة إلى اللغة التي كنت تتصفح بها الموقع وتاريخ الإرسال وساعته. وبحسب الاستمارة، يتعلق الأمر باسمك العائلي والشخصي، وبريدك الإلكتروني، ورقم هاتفك، ورسالتك (مع موضوعها وفئتها)، وصفتك، واسم هيئتك وموقعها الإلكتروني، وشعارها عند الاقتضاء. وعندما توافق على شروطنا، نسجل تاريخ هذه الموافقة وساعتها. أما بالنسبة للنشرة الإخبارية، فنحتفظ ببريدك الإلكتروني ولغتك وتاريخ تأكيد الاشتراك.",
        "لماذا: للرد على رسائلك، ومعالجة طلب انخراطك أو شراكتك، وإرسال النشرة الإخبارية إليك إن طلبتها. ويتيح لنا تسجيل وقت الموافقة إثبات أنك منحتها. لا تُباع معطياتك ولا تُؤجَّر ولا تُستعمل لأغراض إشهارية. ولحماية الاستمارات من الإرسال التعسفي، نحتفظ أيضاً ببصمة تقنية لكل إرسال لا تُستعمل في أي غرض آخر.",
        "مدة الاحتفاظ: تُحفظ رسائل الاتصال وطلبات الانخراط والشراكة والتسجيلات في المجتمع مدة أقصاها 12 شهراً بعد آخر تواصل بيننا، ثم تُحذف. وتُحفظ اشتراكات النشرة الإخبارية إلى حين إلغاء اشتراكك، ويُحذف كل اشتراك لم يُؤكَّد بعد 30 يوماً.",
        "من يطّلع عليها: المسؤولون المخوَّلون في المؤسسة فقط، بواسطة حساب شخصي محمي بكلمة مرور. ولا تُنقل معطياتك إلى أي طرف آخر إلا بمقتضى التزام قانوني.",
        "حقوقك: يمكنك في أي وقت طلب الاطلاع على معطياتك أو تصحيحها أو تصديرها في ملف مقروء أو حذفها. راسلنا عبر صفحة الاتصال (/contacter-tamkine) مع ذكر البريد الإلكتروني الذي استعملته، وسنرد عليك في أجل أقصاه 30 يوماً. كما يمكنك إلغاء اشتراكك في النشرة الإخبارية في أي وقت. وإذا رأيت أن حقوقك لم تُحترم، يمكنك اللجوء إلى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي.",
        "ملفات تعريف الارتباط: لا يستعمل الموقع أي ملفات إشهارية أو أدوات تتبع، بل يحفظ فقط اختيارك للغة في متصفحك، ويستعمل ملف جلسة للمسؤولين المسجلين دخولهم.",
      ),
    },
  },
  {
    slug: "cgv",
    title: {
      fr: "Conditions générales d’utilisation",
      en: "Terms of use",
      ar: "الشروط العامة للاستخدام",
    },
    body: {
      fr: paragraphs(
        "Les présentes conditions régissent l’utilisation du site de la Fondation Tamkine et du Tamkine Basket Club. En naviguant sur le site ou en utilisant ses formulaires, vous les acceptez.",
        "Services : le site présente les programmes de la fondation (tutorat, bourses, orientation, séminaires), les activités et les matchs du club, ainsi que des contenus d’information. Ces services sont gratuits et aucune vente n’est réalisée sur le site.",
        "Formulaires : vous vous engagez à fournir des informations exactes et à ne pas envoyer de contenu illicite, injurieux ou publicitaire. La fondation peut ne pas donner suite aux demandes abusives.",
        "Plateformes externes : les plateformes de tutorat, d’orientation, de séminaires, Tamkine Connect, JPOV et des bourses ont leurs propres conditions d’utilisation, à consulter sur chacune d’elles.",
        "Contenus : les textes, photos, vidéos et documents publiés restent la propriété de la fondation ou de leurs auteurs. Ils peuvent être partagés à des fins non commerciales en citant la source ; toute autre utilisation demande notre accord écrit.",
        "Responsabilité : la fondation veille à l’exactitude des informations publiées sans pouvoir garantir l’absence d’erreur. Les dates de matchs et d’événements peuvent changer ; elles sont mises à jour sur le site dès que possible.",
        "Modifications et droit applicable : ces conditions peuvent évoluer et la version en ligne fait foi. Elles sont soumises au droit marocain. Pour toute question, écrivez-nous depuis la page Contact.",
      ),
      en: paragraphs(
        "These terms govern the use of the website of the Tamkine Foundation and Tamkine Basketball Club. By browsing the site or using its forms, you accept them.",
        "Services: the site presents the foundation's programmes (tutoring, scholarships, study guidance, seminars), the club's activities and games, and general information. These services are free and nothing is sold on the site.",
        "Forms: you agree to provide accurate information and not to send unlawful, abusive or promotional content. The foundation may decline to follow up on abusive requests.",
        "External platforms: the tutoring, guidance, seminars, Tamkine Connect, JPOV and scholarships platforms have their own terms of use, available on each of them.",
        "Content: the texts, photos, videos and documents published remain the property of the foundation or of their authors. They may be shared for non-commercial purposes with credit to the source; any other use requires our written permission.",
        "Liability: the foundation takes care to publish accurate information but cannot guarantee it is free of errors. Game and event dates may change; they are updated on the site as soon as possible.",
        "Changes and governing law: these terms may change and the online version prevails. They are governed by Moroccan law. For any question, write to us from the Contact page.",
      ),
      ar: paragraphs(
        "تنظم هذه الشروط استخدام موقع مؤسسة تمكين ونادي تمكين لكرة السلة. وبتصفحك للموقع أو استعمالك لاستماراته، فإنك توافق عليها.",
        "الخدمات: يعرض الموقع برامج المؤسسة (الدعم المدرسي والمنح والتوجيه والندوات) وأنشطة النادي ومبارياته ومحتويات إخبارية. هذه الخدمات مجانية، ولا تتم أي عملية بيع عبر الموقع.",
        "الاستمارات: تلتزم بتقديم معلومات صحيحة وبعدم إرسال أي محتوى غير قانوني أو مسيء أو إشهاري، ويحق للمؤسسة عدم الاستجابة للطلبات التعسفية.",
        "المنصات الخارجية: لمنصات الدعم المدرسي والتوجيه والندوات و«تمكين كونكت» والأيام المفتوحة الافتراضية والمنح شروط استخدام خاصة بها، يمكن الاطلاع عليها في كل منصة.",
        "المحتوى: تظل النصوص والصور ومقاطع الفيديو والوثائق المنشورة ملكاً للمؤسسة أو لأصحابها. ويمكن مشاركتها لأغراض غير تجارية مع ذكر المصدر، وأي استعمال آخر يستلزم موافقتنا الكتابية.",
        "المسؤولية: تحرص المؤسسة على دقة المعلومات المنشورة دون أن تضمن خلوها من الأخطاء. وقد تتغير مواعيد المباريات والأنشطة، ويتم تحيينها على الموقع في أقرب وقت.",
        "التعديلات والقانون المطبق: قد تتغير هذه الشروط، والنسخة المنشورة على الموقع هي المعتمدة. وتخضع للقانون المغربي. لأي سؤال، راسلنا عبر صفحة الاتصال.",
      ),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Inboxes: a few submissions so the back office lists are not empty
// ---------------------------------------------------------------------------------------------

export const demoContactMessages = [
  {
    daysAgo: 2,
    name: "Nadia Berrada",
    email: "nadia.berrada@example.com",
    subject: "Inscription au tutorat",
    category: "general",
    language: "fr",
    message:
      "Bonjour, mon fils est en deuxième année du collège. Reste-t-il des places dans le programme de tutorat en mathématiques ? Merci d’avance.",
  },
  {
    daysAgo: 5,
    name: "Omar Haddad",
    email: "omar.haddad@example.com",
    subject: "Sponsoring the U15 academy",
    category: "partnership",
    language: "en",
    message:
      "Hello, our company would like to sponsor the club's U15 academy next season. Who would be the right person to talk to?",
  },
  {
    daysAgo: 9,
    name: "فاطمة الزهراء العلوي",
    email: "fz.alaoui@example.com",
    subject: "استفسار عن منح التميز",
    category: "general",
    language: "ar",
    message:
      "السلام عليكم، حصلت ابنتي على البكالوريا هذه السنة بميزة حسن جداً. هل يمكنها الترشح لمنح التميز، وما هي الوثائق المطلوبة؟",
  },
] as const;

export const demoJoinRequests = [
  {
    daysAgo: 4,
    organisation: "Association Les Amis de l’École",
    email: "contact@amis-ecole.example",
    language: "fr",
    message:
      "Notre association gère deux bibliothèques de quartier à Casablanca. Nous souhaitons rejoindre le réseau Tamkine pour mutualiser nos ateliers de lecture.",
  },
  {
    daysAgo: 11,
    organisation: "ثانوية ابن خلدون التأهيلية",
    email: "direction@lycee-ibn-khaldoun.example",
    language: "ar",
    message:
      "نرغب في إشراك تلاميذ مؤسستنا في ندوات التوجيه التي تنظمها المؤسسة، ونقترح استضافة إحدى هذه الندوات في قاعة المحاضرات لدينا.",
  },
] as const;

export const demoCommunityApplications = [
  {
    daysAgo: 3,
    nom: "El Idrissi",
    prenom: "Mehdi",
    role: "benevole",
    tel: "+212600000101",
    email: "mehdi.elidrissi@example.com",
    language: "fr",
  },
  {
    daysAgo: 8,
    nom: "Bennani",
    prenom: "Sara",
    role: "supporter",
    tel: "+212600000202",
    email: "sara.bennani@example.com",
    language: "en",
  },
] as const;

export interface DemoPartnerRequest {
  daysAgo: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  organisation: string;
  websiteUrl: string;
  phone: string;
  language: "fr" | "en" | "ar";
  logo: DemoBadge | null;
  message: string;
}

export const demoPartnerRequests: readonly DemoPartnerRequest[] = [
  {
    daysAgo: 6,
    firstName: "Karim",
    lastName: "Alami",
    email: "k.alami@sportequip.example",
    role: "Directeur commercial",
    organisation: "SportEquip Maroc",
    websiteUrl: "https://sportequip.example",
    phone: "+212600000303",
    language: "fr",
    logo: "sportequip",
    message:
      "Nous fabriquons des équipements de basket et souhaitons équiper l’académie U15 en échange d’une visibilité lors des matchs à domicile.",
  },
  {
    daysAgo: 15,
    firstName: "Leila",
    lastName: "Mansouri",
    email: "leila.mansouri@datacraft.example",
    role: "CSR manager",
    organisation: "DataCraft",
    websiteUrl: "https://datacraft.example",
    phone: "+212600000404",
    language: "en",
    logo: null,
    message:
      "We run a data-science bootcamp and would like to offer ten free places each year to Tamkine scholarship holders.",
  },
];

export const demoSubscribers = [
  {
    daysAgo: 20,
    email: "amina.rahmouni@example.com",
    name: "Amina Rahmouni",
    language: "fr",
    isConfirmed: true,
  },
  { daysAgo: 12, email: "john.carter@example.com", name: "John Carter", language: "en", isConfirmed: true },
  {
    daysAgo: 1,
    email: "youssef.naciri@example.com",
    name: "يوسف الناصري",
    language: "ar",
    isConfirmed: false,
  },
] as const;
