/** The chat assistant: its widget (§2, §8), its built-in answers and its back-office screens. */
export const chat = {
  botName: "Assistant Tamkine",
  launcher: {
    open: "Ouvrir l’assistant Tamkine",
    close: "Fermer l’assistant Tamkine",
    moveHint: "Les flèches du clavier déplacent ce bouton.",
  },
  panel: {
    welcome:
      "Bonjour ! Je suis l’assistant de la Fondation Tamkine. Posez-moi une question sur nos programmes, nos matchs, nos actualités ou la façon de nous contacter.",
    conversation: "Conversation avec l’assistant",
    you: "Vous :",
    bot: "Assistant :",
    inputLabel: "Votre question",
    placeholder: "Écrivez votre question…",
    send: "Envoyer",
    close: "Fermer",
    loading: "Chargement de l’assistant…",
    thinking: "L’assistant rédige sa réponse…",
  },
  voice: {
    microphone: "Dicter votre question",
    stopListening: "Arrêter la dictée",
    listening: "Écoute en cours… Parlez maintenant.",
    speak: "Lire la réponse à voix haute",
    stopSpeaking: "Arrêter la lecture",
    voice: "Voix",
    defaultVoice: "Voix par défaut",
    unsupportedTitle: "Navigateur non pris en charge",
    unsupportedText:
      "La reconnaissance vocale n’est pas prise en charge par ce navigateur. Veuillez utiliser un autre navigateur.",
    failed: "Le micro n’a pas pu être utilisé. Vérifiez l’autorisation du navigateur.",
  },
  suggestions: {
    placeholder: "Suggestions...",
    label: "Questions suggérées",
  },
  feedback: {
    question: "Cette réponse vous a-t-elle aidé ?",
    yes: "Oui",
    no: "Non",
    thanks: "Merci pour votre retour positif ! 😊",
    sorry: "Nous sommes désolés pour cela. Si vous avez besoin d'aide supplémentaire, contactez-nous.",
  },
  errors: {
    generic: "Une erreur est survenue. Veuillez réessayer.",
    empty: "Écrivez une question avant d’envoyer.",
    tooLong: "Votre message ne doit pas dépasser {max} caractères.",
    invalid: "La demande n’est pas valide : le champ « message » doit contenir votre question.",
    rateLimited:
      "Beaucoup de messages arrivent en ce moment depuis votre réseau. Réessayez dans {seconds} secondes.",
    feedbackInvalid: "La demande n’est pas valide : indiquez la réponse (id) et votre avis (helpful).",
    feedbackNotFound: "Cette réponse est introuvable.",
  },
  answers: {
    greeting:
      "Bonjour ! Je suis l’assistant de la Fondation Tamkine. Posez-moi une question sur nos programmes, nos matchs, nos actualités ou la façon de nous contacter.",
    thanks: "Avec plaisir ! Avez-vous une autre question ?",
    goodbye: "Au revoir, et à bientôt sur le site de la Fondation Tamkine !",
    help: "Je réponds à partir des pages du site : actualités, programmes et plateformes, activités, matchs, documents, valeurs et missions, horaires et contact. Posez votre question en français, en anglais ou en arabe.",
    hours:
      "Notre équipe vous accueille {hours}. Vous pouvez aussi nous écrire à tout moment depuis la page Contact.",
    hoursDayOpen: "Le {day}, nous sommes ouverts {times}.",
    hoursDayClosed: "Le {day}, nous sommes fermés.",
    contact: "Écrivez-nous avec le formulaire de la page Contact ; notre équipe répond {hours}.",
    contactEmail: "Adresse e-mail : {email}.",
    contactPhone: "Téléphone : {phone}.",
    contactAddress: "Adresse : {address}.",
    nextMatch: "Prochain match : {home} contre {away}, le {date} à {time} ({location}).",
    nextMatchNone:
      "Aucun match à venir n’est annoncé pour le moment ; le calendrier est tenu à jour sur la page des matchs.",
    lastResult: "Dernier résultat : {home} {homeScore} – {awayScore} {away}, le {date} ({location}).",
    lastResultNoScore:
      "Dernier match joué : {home} contre {away}, le {date} ({location}) ; le score n’a pas encore été publié.",
    lastResultNone: "Aucun résultat de match n’est encore publié.",
    latestNews: "Nos dernières actualités : {titles}.",
    latestNewsNone: "Aucune actualité n’est publiée pour le moment.",
    join: "Pour nous rejoindre : les personnes (joueurs, bénévoles, supporters…) remplissent le formulaire de la page Communauté, et les organisations celui de la page Nous rejoindre.",
    partner:
      "Pour devenir partenaire de la fondation ou du club, présentez votre organisation et votre projet avec le formulaire de la page Devenir partenaire ; notre équipe vous recontactera.",
    fromContent: "{title} : {excerpt}",
    link: "Lien : {url}",
    uncertain:
      "Je ne suis pas certain de la réponse, mais ces pages parlent de votre question : {titles}. Vous pouvez aussi nous écrire depuis la page Contact.",
    more: "En savoir plus : {paths}",
    fallback:
      "Je n’ai pas trouvé d’information fiable sur ce sujet dans le site, et je préfère ne pas inventer de réponse. Notre équipe peut vous répondre depuis la page Contact : /contacter-tamkine.",
    quote: "« {text} »",
    listSeparator: ", ",
  },
  questions: {
    hours: "Quels sont vos horaires d’ouverture ?",
    contact: "Comment vous contacter ?",
    nextMatch: "Quel est le prochain match ?",
    lastResult: "Quel est le dernier résultat ?",
    latestNews: "Quelles sont les dernières actualités ?",
    join: "Comment vous rejoindre ?",
    partner: "Comment devenir partenaire ?",
    about: "Parlez-moi de « {title} »",
  },
  /** What the assistant knows about each section of the site, besides the content itself. */
  guide: {
    news: {
      title: "Actualités",
      text: "Les actualités et les articles de blog de la Fondation Tamkine et de son club de basket : événements, annonces, programmes et résultats.",
    },
    matches: {
      title: "Matchs",
      text: "Le calendrier des matchs du club de basket : dates, heures, lieux, adversaires, scores et résultats des rencontres.",
    },
    programs: {
      title: "Programmes",
      text: "Les programmes de la fondation et leur calendrier, avec un contact pour en savoir plus.",
    },
    platforms: {
      title: "Plateformes",
      text: "Les plateformes en ligne de la fondation : tutorat, orientation, séminaires, réseau de mentors, journées portes ouvertes virtuelles (JPOV) et bourses d’études, chacune avec son lien.",
    },
    activities: {
      title: "Activités",
      text: "Les activités et ateliers proposés par la fondation et ses partenaires, avec leur photo et leur date.",
    },
    documents: {
      title: "Centre de documents",
      text: "Les documents officiels à télécharger : rapports d’activité, guides, règlements, calendriers et autres publications.",
    },
    videos: {
      title: "Vidéothèque",
      text: "Les vidéos de la fondation et du club : résumés de matchs, reportages et événements.",
    },
    photos: {
      title: "Photothèque",
      text: "Les photos des événements, des matchs et des activités de la fondation et du club.",
    },
    mediaPartners: {
      title: "Partenaires médias",
      text: "Les médias partenaires : presse, radio, télévision et sites web, avec leur ville, leur catégorie et leur site.",
    },
    president: {
      title: "Mot du Président",
      text: "Le message du président de la fondation.",
    },
    foundation: {
      title: "La Fondation",
      text: "La présentation de la Fondation Tamkine : qui nous sommes, nos programmes et notre club.",
    },
    values: {
      title: "Nos valeurs",
      text: "Les valeurs qui guident la fondation et le club.",
    },
    missions: {
      title: "Nos missions",
      text: "Les missions de la fondation.",
    },
    team: {
      title: "Notre équipe",
      text: "Le message de l’équipe de la fondation.",
    },
    whoWeAre: {
      title: "Qui sommes-nous ?",
      text: "Qui nous sommes et où nous trouver : la carte de notre emplacement.",
    },
    contact: {
      title: "Contact",
      text: "Écrivez-nous avec le formulaire de contact : question générale, support technique, facturation, partenariat, suggestions. La page donne notre adresse e-mail, notre téléphone, notre adresse et nos horaires d’ouverture.",
    },
    community: {
      title: "Communauté",
      text: "Devenez membre de la communauté Tamkine (joueur, entraîneur, supporter, bénévole…) en remplissant le formulaire d’inscription.",
    },
    partner: {
      title: "Devenir partenaire",
      text: "Les avantages d’un partenariat et le formulaire pour proposer un partenariat, un parrainage ou un soutien à la fondation et au club.",
    },
    joinUs: {
      title: "Nous rejoindre",
      text: "Le formulaire d’adhésion des organisations (associations, écoles, entreprises) qui veulent rejoindre le réseau Tamkine.",
    },
    newsletter: {
      title: "Newsletter",
      text: "Abonnez-vous à la newsletter (lettre d’information) avec votre adresse e-mail, en bas de chaque page ou sur la page Newsletter ; un e-mail vous demande de confirmer l’inscription, et chaque envoi permet de se désabonner.",
    },
  },
  /** Words describing each kind of content, searched but never shown. */
  kinds: {
    news: "actualité article",
    match: "match rencontre",
    video: "vidéo",
    photo: "photo",
    document: "document à télécharger",
    activity: "activité",
    platform: "plateforme en ligne",
    mediaPartner: "média partenaire",
    value: "valeur",
    mission: "mission",
    president: "président",
  },
  knowledge: {
    matchTitle: "{home} – {away}",
    matchPlayed: "Match du {date} à {time}, {location} : {home} {homeScore} – {awayScore} {away}.",
    matchUpcoming: "Match prévu le {date} à {time}, {location} : {home} contre {away}.",
    platformUrl: "Adresse de la plateforme : {url}",
    mediaPartner: "{category}, {city}. Site : {url}",
  },
  admin: {
    title: "Questions posées à l’assistant",
    intro:
      "Les questions des visiteurs, les réponses données et leur avis. Transformez une question en entrée de FAQ pour améliorer les réponses.",
    views: {
      label: "Filtrer les questions",
      recent: "Récentes",
      unanswered: "Sans réponse",
      negative: "Avis négatifs",
    },
    columns: {
      date: "Date",
      language: "Langue",
      question: "Question",
      answer: "Réponse donnée",
      status: "Réponse trouvée",
      feedback: "Avis",
      actions: "Actions",
    },
    answered: "Oui",
    notAnswered: "Non",
    feedbackUp: "Utile",
    feedbackDown: "Pas utile",
    feedbackNone: "—",
    toFaq: "Créer une entrée de FAQ",
    openFaq: "Voir l’entrée de FAQ",
    empty: "Aucune question pour le moment.",
    faqCreated: "L’entrée de FAQ a été créée : complétez-la puis publiez-la.",
    logMissing: "Cette question n’existe plus.",
  },
  faq: {
    title: "FAQ de l’assistant",
    intro:
      "Les réponses écrites ici passent avant les réponses automatiques quand la question d’un visiteur leur correspond.",
    newEntry: "Nouvelle entrée",
    editEntry: "Modifier l’entrée",
    list: "Entrées de la FAQ",
    empty: "Aucune entrée de FAQ pour le moment.",
    question: "Question ({language})",
    answer: "Réponse ({language})",
    link: "Page liée (facultatif)",
    linkHelp: "Un chemin du site comme /partner, ou une adresse https://.",
    isPublished: "Publiée (utilisée par l’assistant)",
    published: "Publiée",
    draft: "Brouillon",
    missing: "Traductions manquantes : {languages}",
    save: "Enregistrer",
    cancel: "Annuler",
    edit: "Modifier",
    delete: "Supprimer",
    confirmDelete: "Supprimer cette entrée de FAQ ?",
    confirm: "Confirmer",
    saved: "Entrée de FAQ enregistrée.",
    deleted: "Entrée de FAQ supprimée.",
    notFound: "Cette entrée de FAQ n’existe plus.",
    errors: {
      invalid: "Vérifiez les champs du formulaire.",
      pairRequired: "Écrivez au moins une question avec sa réponse dans la même langue.",
      answerRequired: "Écrivez la réponse à cette question.",
      questionRequired: "Écrivez la question de cette réponse.",
      link: "Saisissez un chemin du site (/page) ou une adresse http(s) valide.",
    },
  },
};
