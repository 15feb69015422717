/**
 * The site's settings and pages (decision 030): the two back-office screens, their errors, how opening
 * hours read on the site and in the assistant, and the few words of the public pages that show settings.
 */
export const siteSettings = {
  /** Sent with every public page (footer, contact page, "who we are"). */
  public: {
    address: "Adresse",
    followUs: "Suivez-nous",
    openMap: "Ouvrir le plan dans OpenStreetMap",
  },
  weekdays: {
    mon: "lundi",
    tue: "mardi",
    wed: "mercredi",
    thu: "jeudi",
    fri: "vendredi",
    sat: "samedi",
    sun: "dimanche",
  },
  hours: {
    oneDay: "le {day}",
    dayRange: "du {from} au {to}",
    timeRange: "de {opens} à {closes}",
    group: "{days}, {times}",
    rangeSeparator: " et ",
    groupSeparator: " ; ",
    byAppointment: "sur rendez-vous",
  },
  screen: {
    title: "Paramètres du site",
    intro:
      "Les coordonnées, l'adresse, les horaires, les réseaux sociaux et les chiffres du pied de page, tels que les visiteurs les lisent sur le site et dans les réponses de l'assistant.",
    saved: "Paramètres enregistrés : le site les affiche dès maintenant.",
    invalid: "Rien n'a été enregistré : corrigez les champs signalés.",
    save: "Enregistrer les paramètres",
    saving: "Enregistrement…",
    contactLegend: "Coordonnées",
    email: "Adresse e-mail de contact",
    emailHint: "Laissez vide pour que la page Contact invite à écrire avec son formulaire.",
    phone: "Téléphone",
    phoneHint: "Par exemple +212 5 22 00 00 00. Laissez vide pour ne pas publier de numéro.",
    addressLegend: "Adresse postale",
    address: "Adresse",
    positionLegend: "Position sur le plan",
    positionHint:
      "En degrés décimaux, par exemple 33.5731 et -7.5898. Laissez les deux vides pour ne pas indiquer de position.",
    latitude: "Latitude",
    longitude: "Longitude",
    hoursLegend: "Horaires d'ouverture",
    hoursHint:
      "Heures au format HH:MM. Un jour sans horaire est fermé ; la seconde plage sert à une pause à midi.",
    opens: "Ouverture, plage {range}",
    closes: "Fermeture, plage {range}",
    socialLegend: "Réseaux sociaux",
    socialHint: "Adresses complètes (https://…), une par champ. Videz un champ pour retirer le lien.",
    socialLink: "Lien {number}",
    claimsLegend: "Chiffres du pied de page",
    claimsHint: "Par exemple « 3+ ans » et « d'engagement ». Videz une ligne pour la retirer.",
    claimValue: "Chiffre {number}",
    claimLabel: "Légende {number}",
  },
  pages: {
    slugHint:
      "La page sera à l'adresse /adresse-de-la-page : lettres minuscules sans accent, chiffres et tirets.",
    errors: {
      slug: "Utilisez des lettres minuscules sans accent, des chiffres et des tirets (par exemple « nos-partenaires »).",
      slugReserved: "Cette adresse est déjà celle d'une autre page du site : choisissez-en une autre.",
      slugFixed: "Le pied de page renvoie à cette page : son adresse ne peut pas changer.",
      unique: "Une autre page utilise déjà cette adresse.",
    },
  },
  errors: {
    phone: "Saisissez un numéro de téléphone valide (au moins 6 chiffres, par exemple +212 5 22 00 00 00).",
    weekday: "Jour inconnu : donnez un jour de 1 (lundi) à 7 (dimanche).",
    time: "Saisissez une heure valide au format HH:MM (par exemple 09:00).",
    closesBeforeOpens: "L'heure de fermeture doit venir après l'heure d'ouverture.",
    overlap: "Cette plage chevauche une autre plage du même jour.",
    latitude: "Saisissez une latitude entre -90 et 90.",
    longitude: "Saisissez une longitude entre -180 et 180.",
    position: "Donnez la latitude et la longitude, ou laissez les deux vides.",
    list: "Cette valeur n'a pas la forme attendue.",
    tooMany: "Cette liste contient trop d'éléments.",
    text: "Saisissez un texte.",
    unknownField: "Ce paramètre n'existe pas.",
    notObject: "Envoyez un objet JSON dont les clés sont des paramètres du site.",
  },
  api: {
    tag: "Paramètres du site",
    read: "Les paramètres publics du site",
    readDescription:
      "Coordonnées, adresse en trois langues, position sur le plan, horaires d'ouverture (jour ISO 1–7, HH:MM), réseaux sociaux et chiffres du pied de page.",
    update: "Changer des paramètres du site",
    updateDescription:
      "Seules les clés envoyées changent. Une clé inconnue ou une valeur invalide est refusée avec l'erreur de chaque champ, et rien n'est enregistré.",
  },
};

/** The "Pages" screen (`admin.content.screens.pages`): the site pages, each public at `/{slug}`. */
export const pagesScreen = {
  title: "Pages du site",
  createTitle: "Nouvelle page",
  editTitle: "Modifier la page",
  listTitle: "Liste des pages ({count})",
  empty: "Aucune page pour le moment.",
  confirmDelete: "Voulez-vous vraiment supprimer cette page ?",
  created: "Page ajoutée avec succès !",
  updated: "Page modifiée avec succès !",
  deleted: "Page supprimée avec succès !",
  saveError: "Erreur lors de l'enregistrement",
  deleteError: "Erreur lors de la suppression",
  sending: "Envoi en cours...",
};
