/** Roles and the account lifecycle: invitations, disabling, deleting, the two-step policy (decision 026). */
export const adminRoles = {
  roles: {
    names: { admin: "Administrateur", editor: "Rédacteur", messages: "Messages" },
    descriptions: {
      admin: "Tout, y compris les comptes, les données personnelles et le journal.",
      editor: "Les contenus, les aperçus et l'assistant (questions et FAQ) ; pas les boîtes de réception.",
      messages: "Les cinq boîtes de réception et les abonnés : lire, suivre, répondre, exporter, supprimer.",
    },
    forbidden: "Votre rôle ne permet pas d'ouvrir cette page.",
    enrolFirst: "Le site exige la vérification en deux étapes : activez-la avant toute autre opération.",
    enrolNotice:
      "Le site exige la vérification en deux étapes pour tous les comptes. Activez-la ci-dessous pour accéder au reste de l'administration.",
    api: {
      tag: "Comptes",
      rolesLine: "Rôles autorisés : {roles}.",
      forbidden: "Le rôle du compte ne permet pas cette opération",
      adminList: "Les comptes (nom, adresse, rôle, état)",
      adminCreate: "Créer un compte avec un mot de passe",
      adminInvite: "Inviter une personne par e-mail (lien valable 72 heures)",
      adminRead: "Un compte",
      adminUpdate: "Changer le rôle d'un compte, le désactiver ou le réactiver",
      adminDelete: "Supprimer un compte (le journal garde son nom)",
    },
  },
  lifecycle: {
    title: "Comptes",
    role: "Rôle",
    status: "État",
    active: "Actif",
    disabled: "Désactivé",
    actions: "Actions",
    roleOf: "Rôle de {username}",
    saveRole: "Changer le rôle",
    disable: "Désactiver",
    enable: "Réactiver",
    delete: "Supprimer",
    signOut: "Déconnecter partout",
    deleteConfirm: "Supprimer le compte {username} ? Le journal gardera son nom.",
    done: {
      role: "{username} a maintenant le rôle « {role} ».",
      disabled: "Le compte {username} est désactivé : ses sessions et ses jetons ne fonctionnent plus.",
      enabled: "Le compte {username} est réactivé.",
      deleted: "Le compte {username} est supprimé.",
      signedOut: "Toutes les sessions de {username} sont fermées.",
      invited: "Invitation envoyée à {email}.",
      policy: "Règle de connexion enregistrée.",
    },
    invite: {
      title: "Inviter une personne",
      hint: "Elle reçoit un lien valable 72 heures, utilisable une fois, pour choisir son mot de passe.",
      submit: "Envoyer l'invitation",
    },
    pending: {
      title: "Invitations en attente",
      expires: "{email} · {role} · expire le {date}",
    },
    own: {
      title: "Mes sessions",
      hint: "Ferme toutes vos sessions et tous vos jetons d'API, sur tous les appareils, y compris celui-ci.",
      submit: "Me déconnecter partout",
    },
    policy: {
      title: "Vérification en deux étapes",
      label: "Exiger la vérification en deux étapes pour tous les comptes",
      hint: "Un compte qui ne l'a pas encore activée devra le faire à sa prochaine connexion, avant toute autre chose.",
      submit: "Enregistrer",
    },
    errors: {
      invalidRole: "Choisissez un rôle : administrateur, rédacteur ou messages.",
      lastAdmin:
        "Il faut garder au moins un administrateur actif : ce compte ne peut être ni désactivé, ni rétrogradé, ni supprimé.",
      emailTaken: "Cette adresse a déjà un compte ou une invitation en cours.",
      notFound: "Ce compte n'existe pas.",
      invalidLink:
        "Ce lien d'invitation n'est plus valable : il a expiré ou a déjà servi. Demandez une nouvelle invitation.",
      isActiveFlag: "Indiquez vrai ou faux.",
      policyKeepsTwoFactor:
        "Le site exige la vérification en deux étapes : elle ne peut pas être désactivée.",
      nothingToChange: "Indiquez un rôle ou un état à changer.",
    },
    mail: {
      subject: "Invitation à l'administration du site",
      text: "Bonjour {username},\n\n{inviter} vous invite à rejoindre l'administration du site avec le rôle « {role} ».\n\nChoisissez votre mot de passe en suivant ce lien (valable {hours} heures, une seule fois) :\n{link}\n\nSi vous n'attendiez pas cette invitation, ignorez ce message.",
    },
    accept: {
      title: "Rejoindre l'administration",
      intro: "Bienvenue {username} ! Choisissez le mot de passe de votre compte ({min} à {max} caractères).",
      submit: "Créer mon compte",
      done: "Votre compte est prêt. Connectez-vous avec votre nom d'utilisateur {username}.",
      login: "Se connecter",
    },
  },
};
