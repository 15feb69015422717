import { plural } from "~/i18n/translate";

/** Back-office screens of the forms feature: newsletter issues, outbox, personal data. */
export const formsAdmin = {
  newsletter: {
    title: "Envoyer une newsletter",
    subtitle:
      "Chaque abonné confirmé la reçoit dans sa langue ; une langue laissée vide reprend le français.",
    audience: plural({
      zero: "Aucun abonné confirmé pour le moment.",
      one: "{count} abonné confirmé : {fr} en français, {en} en anglais, {ar} en arabe.",
      other: "{count} abonnés confirmés : {fr} en français, {en} en anglais, {ar} en arabe.",
    }),
    languages: { fr: "Français", en: "Anglais", ar: "Arabe" },
    subject: "Objet",
    body: "Texte",
    bodyHint: "Une ligne vide sépare deux paragraphes ; les adresses http(s) deviennent des liens.",
    confirm: plural({
      zero: "Je confirme l’envoi (aucun destinataire pour le moment).",
      one: "Je confirme l’envoi à {count} abonné confirmé.",
      other: "Je confirme l’envoi aux {count} abonnés confirmés.",
    }),
    send: "Envoyer la newsletter",
    sending: "Envoi en cours...",
    sent: plural({
      zero: "La newsletter est enregistrée ; aucun abonné confirmé ne l’a reçue.",
      one: "La newsletter a été mise en file d’envoi pour {count} abonné.",
      other: "La newsletter a été mise en file d’envoi pour {count} abonnés.",
    }),
    errors: {
      subjectRequired: "L’objet en français est requis.",
      bodyRequired: "Le texte en français est requis.",
      confirmRequired: "Cochez la case pour confirmer l’envoi.",
    },
    historyTitle: "Newsletters envoyées",
    historyEmpty: "Aucune newsletter envoyée pour le moment.",
    columns: { date: "Date", subject: "Objet", recipients: "Destinataires", sentBy: "Envoyée par" },
  },
  outbox: {
    title: "Boîte d’envoi",
    subtitle:
      "Chaque e-mail du site passe par ici : il est envoyé en arrière-plan, avec de nouvelles tentatives en cas d’échec.",
    noSmtp:
      "Aucun serveur d’envoi n’est configuré (SMTP_URL) : les e-mails restent ici et peuvent être lus ci-dessous.",
    filters: {
      label: "Filtrer par état",
      all: "Tous",
      pending: "En attente",
      failed: "En échec",
      sent: "Envoyés",
    },
    statuses: { pending: "En attente", failed: "En échec", sent: "Envoyé" },
    empty: "Aucun e-mail dans cette liste.",
    to: "Destinataire",
    replyTo: "Réponse à",
    kind: "Type",
    createdAt: "Créé le",
    sentAt: "Envoyé le",
    nextAttempt: "Prochaine tentative",
    attempts: plural({ zero: "Aucune tentative", one: "{count} tentative", other: "{count} tentatives" }),
    lastError: "Dernière erreur",
    read: "Lire l’e-mail",
    retry: "Réessayer",
    retried: "L’e-mail est de nouveau en file d’envoi.",
    retryFailed: "Cet e-mail ne peut pas être réessayé.",
    kinds: {
      notification: "Notification aux administrateurs",
      confirmation: "Accusé de réception",
      newsletterConfirm: "Confirmation d’inscription",
      newsletterIssue: "Newsletter",
      unknown: "Autre",
    },
  },
  personalData: {
    title: "Données personnelles",
    subtitle:
      "Pour répondre à une demande d’accès ou d’effacement : retrouvez, exportez ou supprimez tout ce que le site conserve sur une adresse e-mail.",
    email: "Adresse e-mail",
    search: "Rechercher",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    found: plural({
      zero: "Rien n’est conservé pour {email}.",
      one: "{count} enregistrement conservé pour {email} :",
      other: "{count} enregistrements conservés pour {email} :",
    }),
    tables: {
      contact_messages: "Messages de contact",
      join_requests: "Demandes d’adhésion",
      community_applications: "Inscriptions à la communauté",
      partner_requests: "Demandes de partenariat",
      newsletter_subscribers: "Abonnement à la newsletter",
      outbox: "E-mails envoyés ou en attente",
    },
    export: "Exporter (JSON)",
    deleteTitle: "Tout supprimer",
    deleteConfirm: "Je confirme la suppression définitive de toutes ces données.",
    delete: "Supprimer définitivement",
    deleted: plural({
      zero: "Aucune donnée à supprimer pour {email}.",
      one: "{count} enregistrement supprimé pour {email}.",
      other: "{count} enregistrements supprimés pour {email}.",
    }),
    auditSummary: "Données personnelles effacées à la demande de la personne ({count})",
    confirmRequired: "Cochez la case pour confirmer la suppression.",
  },
};
