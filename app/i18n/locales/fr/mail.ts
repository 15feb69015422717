/** Texts of the mails the site sends (notifications, confirmations, newsletter). */
export const mail = {
  signature: "L’équipe de la Fondation Tamkine",
  automatic: "Ce message a été envoyé automatiquement par le site {site}.",
  forms: {
    contact: "message de contact",
    rejoindre: "demande d’adhésion",
    community: "inscription à la communauté",
    partners: "demande de partenariat",
    newsletter: "inscription à la lettre d’information",
  },
  notification: {
    subject: "Nouvel envoi du site : {form} ({name})",
    heading: "Nouvel envoi : {form}",
    intro: "Une personne a rempli un formulaire du site le {date}. Voici ce qu’elle a envoyé.",
    reply: "Répondez simplement à ce message pour lui écrire : votre réponse partira vers {email}.",
    open: "Voir dans l’administration",
    fields: {
      language: "Langue",
      logo: "Logo",
      conditions: "Conditions acceptées le",
    },
    languages: { fr: "français", en: "anglais", ar: "arabe" },
  },
  confirmation: {
    subject: "Nous avons bien reçu votre {form}",
    heading: "Merci, nous avons bien reçu votre envoi",
    greeting: "Bonjour,",
    body: "Nous avons bien reçu votre {form} le {date}. Notre équipe vous répondra dans les plus brefs délais, du lundi au vendredi, de 9h à 18h.",
    notYou:
      "Si vous n’êtes pas à l’origine de cet envoi, ignorez ce message ou écrivez-nous depuis la page Contact.",
  },
  newsletterConfirm: {
    subject: "Confirmez votre inscription à la lettre d’information",
    heading: "Encore une étape",
    body: "Vous avez demandé à recevoir la lettre d’information de la Fondation Tamkine. Confirmez votre adresse en cliquant sur le bouton ci-dessous.",
    action: "Confirmer mon inscription",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : sans confirmation, votre adresse sera effacée sous 30 jours.",
  },
  newsletterIssue: {
    reason:
      "Vous recevez ce message parce que vous êtes inscrit à la lettre d’information de la Fondation Tamkine.",
    unsubscribe: "Se désinscrire en un clic : {url}",
  },
};
