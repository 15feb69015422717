import { plural } from "~/i18n/translate";

/** Visitors' forms (§4 Forms, §5, §8): labels, messages and the newsletter pages. */
export const forms = {
  sending: "Envoi en cours...",
  requiredMark: "(obligatoire)",
  requiredHint: "Les champs marqués d’un astérisque (*) sont obligatoires.",
  honeypot: "Ne remplissez pas ce champ",
  errors: {
    generic: "Une erreur est survenue...",
    connection: "Erreur de connexion au serveur, veuillez réessayer plus tard.",
    invalid: "Vérifiez les champs du formulaire.",
    refused: "Votre envoi n’a pas pu être accepté. Patientez quelques secondes, puis réessayez.",
    // A network address shared by many people (a school, a library, a mobile operator) is busy.
    rateLimited: plural({
      one: "Beaucoup d’envois arrivent en ce moment depuis votre réseau. Réessayez dans {count} minute.",
      other: "Beaucoup d’envois arrivent en ce moment depuis votre réseau. Réessayez dans {count} minutes.",
    }),
    emailRateLimited: plural({
      one: "Vous avez déjà envoyé plusieurs demandes avec cette adresse e-mail. Réessayez dans {count} minute.",
      other:
        "Vous avez déjà envoyé plusieurs demandes avec cette adresse e-mail. Réessayez dans {count} minutes.",
    }),
    emailRequired: "L’email est requis",
    messageRequired: "Le message est requis",
    phoneRequired: "Le téléphone est requis",
    phoneInvalid: "Saisissez un numéro de téléphone valide.",
    termsRequired: "Vous devez accepter les conditions",
    logoInvalid: "Le logo doit être une image envoyée avec ce formulaire.",
  },
  terms: {
    label: "J’accepte que mes données soient utilisées pour traiter ma demande.",
    details: "Voir la politique de confidentialité",
  },
  contact: {
    title: "Contactez-nous",
    intro:
      "Une question sur nos programmes, nos bourses ou le club ? Écrivez-nous, notre équipe vous répond rapidement.",
    formTitle: "Envoyer un message",
    fields: {
      name: "Nom complet",
      email: "Adresse e-mail",
      subject: "Objet",
      category: "Catégorie",
      message: "Message",
    },
    categories: {
      general: "Demande générale",
      support: "Support technique",
      billing: "Facturation",
      partnership: "Partenariat",
      feedback: "Commentaires et suggestions",
    },
    errors: {
      name: "Le nom est requis",
      subject: "L’objet est requis",
      category: "Choisissez une catégorie de la liste.",
    },
    submit: "Envoyer le message",
    success: "Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.",
    cards: {
      title: "Nos coordonnées",
      email: "E-mail",
      useForm: "Écrivez-nous avec le formulaire de cette page.",
      phone: "Téléphone",
      phoneByForm: "Pas de numéro publié : écrivez-nous avec le formulaire, nous vous répondrons.",
      hours: "Horaires d’ouverture",
    },
  },
  join: {
    title: "Nous rejoindre",
    intro:
      "Association, école, entreprise ou collectivité : rejoignez le réseau de la Fondation Tamkine et agissons ensemble pour l’éducation des jeunes.",
    fields: {
      organisation: "Organisation",
      email: "Adresse e-mail",
      message: "Message",
    },
    errors: {
      organisation: "Le nom de l’organisation est requis",
    },
    submit: "Envoyer la demande",
    success: "Formulaire envoyé avec succès !",
    failure: "Une erreur s’est produite, veuillez réessayer.",
  },
  community: {
    title: "Rejoindre la communauté",
    intro:
      "Joueur, entraîneur, supporter ou bénévole : inscrivez-vous à la communauté Tamkine pour participer à nos activités.",
    fields: {
      nom: "Nom",
      prenom: "Prénom",
      role: "Rôle",
      tel: "Téléphone",
      email: "Adresse e-mail",
    },
    chooseRole: "Choisissez un rôle",
    roles: {
      joueur: "Joueur ou joueuse",
      entraineur: "Entraîneur ou entraîneuse",
      supporter: "Supporter",
      benevole: "Bénévole",
      autre: "Autre",
    },
    errors: {
      nom: "Le nom est requis",
      prenom: "Le prénom est requis",
      role: "Le rôle est requis",
    },
    submit: "Envoyer mon inscription",
    success: "Votre demande d’adhésion a été envoyée avec succès !",
  },
  partner: {
    title: "Devenir partenaire",
    intro:
      "Entreprises, institutions et associations : associez-vous à la Fondation Tamkine pour offrir aux jeunes l’éducation et le sport qu’ils méritent.",
    benefitsTitle: "Pourquoi devenir partenaire ?",
    benefits: {
      impact: {
        title: "Un impact mesurable",
        text: "Vos contributions financent des bourses, du soutien scolaire et des équipes jeunes, avec un bilan annuel partagé.",
      },
      visibility: {
        title: "Une visibilité engagée",
        text: "Votre logo sur nos supports, lors des matchs à domicile et dans nos communications.",
      },
      network: {
        title: "Un réseau solide",
        text: "Rencontrez les écoles, associations et entreprises qui partagent nos valeurs.",
      },
      volunteering: {
        title: "L’engagement de vos équipes",
        text: "Mentorat, ateliers et journées solidaires pour vos collaborateurs.",
      },
    },
    formTitle: "Votre demande de partenariat",
    fields: {
      last_name: "Nom",
      first_name: "Prénom",
      role: "Rôle ou fonction",
      organisation: "Organisation",
      website_url: "Site web",
      email: "Adresse e-mail",
      phone: "Téléphone",
      message: "Description du projet ou des besoins",
      logo: "Logo de l’organisation",
    },
    logoHint: "Facultatif. Image JPEG, PNG, WebP, GIF ou AVIF de 2 Mo au plus.",
    websiteHint: "Commencez par https://",
    errors: {
      firstName: "Le prénom est requis",
      lastName: "Le nom est requis",
      email: "L’email est requis",
      role: "Le rôle est requis",
      phone: "Le téléphone est requis",
      message: "Le message est requis",
      acceptTerms: "Vous devez accepter les conditions",
    },
    submit: "Envoyer la demande",
    success: "Votre demande a été envoyée avec succès. Nos équipes vous contacteront très prochainement.",
    failure: "Impossible d’envoyer la demande. Réessayez plus tard.",
  },
  newsletter: {
    title: "Lettre d’information",
    intro: "Recevez les actualités de la fondation et du club par e-mail, une à deux fois par mois.",
    emailLabel: "Votre adresse e-mail",
    placeholder: "vous@exemple.com",
    submit: "S’inscrire",
    success: "✓ Merci pour votre inscription !",
    checkInbox: "Consultez votre boîte de réception pour confirmer votre adresse.",
    failure: "⚠ Une erreur est survenue. Réessayez.",
    connection: "⚠ Erreur de connexion. Réessayez.",
    confirm: {
      title: "Confirmer votre inscription",
      text: "Cliquez sur le bouton pour confirmer votre inscription à la lettre d’information de la Fondation Tamkine.",
      button: "Confirmer mon inscription",
      done: "Votre inscription est confirmée. Merci !",
      already: "Votre inscription était déjà confirmée.",
      invalid: "Ce lien de confirmation n’est plus valide. Inscrivez-vous de nouveau depuis le bas de page.",
    },
    unsubscribe: {
      title: "Se désinscrire",
      text: "Cliquez sur le bouton pour ne plus recevoir la lettre d’information. Votre adresse sera effacée.",
      button: "Me désinscrire",
      done: "Vous êtes désinscrit : votre adresse a été effacée et vous ne recevrez plus la lettre d’information.",
      invalid: "Ce lien n’est plus valide : vous êtes peut-être déjà désinscrit.",
    },
    backHome: "Retour aux actualités",
  },
};
