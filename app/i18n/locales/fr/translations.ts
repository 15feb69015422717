import { plural } from "~/i18n/translate";

/** The translation workflow: statuses, the lists' filter, machine drafts (decision 031). */
export const translations = {
  languages: { en: "anglais", ar: "arabe" },
  status: { missing: "à traduire", outdated: "à mettre à jour", current: "à jour" },
  list: {
    language: "{language} : {status}",
    filterLabel: "Filtrer par traduction",
    all: "Tous",
    needs: "À traduire en {language} ({count})",
    empty: "Aucun élément à traduire en {language}.",
  },
  form: {
    status: "Traduction en {language} : {status}",
    missingHint: "Des champs remplis en français n'ont pas encore de texte dans cette langue.",
    outdatedHint: "Le texte français a changé depuis le dernier enregistrement de cette traduction.",
    fieldOutdated: "Le français de ce champ a changé depuis cette traduction.",
    reviewed: "J'ai relu le texte en {language} : il reste juste",
    draft: "Brouillon depuis le français",
    drafting: "Traduction en cours…",
    draftHint:
      "Un modèle de langue remplit les champs vides ou à mettre à jour. Le brouillon n'apparaît pas sur le site tant que vous n'avez pas enregistré.",
    machineDraft: "Traduction automatique — à relire",
    drafted: plural({
      one: "Brouillon ajouté à {count} champ : relisez-le, puis enregistrez pour le publier.",
      other: "Brouillon ajouté à {count} champs : relisez-les, puis enregistrez pour les publier.",
    }),
    nothing: "Rien à traduire : la traduction en {language} est à jour.",
    unavailable: "Aucun modèle de langue n'est configuré sur ce site.",
    timeout: "Le modèle de langue n'a pas répondu à temps. Rien n'a été modifié : réessayez plus tard.",
    failed: "Le modèle de langue n'a pas pu traduire ce texte. Rien n'a été modifié : réessayez plus tard.",
    unusable: "La réponse du modèle de langue ne convient pas à ces champs. Rien n'a été modifié.",
    notFound: "Cet élément n'existe plus.",
  },
  dashboard: {
    title: "Traductions",
    intro: "Éléments dont une traduction manque ou n'est plus à jour.",
    needs: plural({
      zero: "rien à traduire en {language}",
      one: "{count} à traduire en {language}",
      other: "{count} à traduire en {language}",
    }),
    none: "Toutes les traductions sont à jour.",
  },
  api: {
    status:
      "Avec include_drafts=1 (comptes autorisés) : l'état de chaque traduction depuis le français. missing : un champ rempli en français n'a pas de texte dans cette langue ; outdated : le français d'un champ a changé depuis le dernier enregistrement de cette langue ; current : ni l'un ni l'autre.",
    reviewed:
      "Langues relues après un changement du français et laissées telles quelles (en, ar, ou « en,ar ») : elles redeviennent à jour.",
    reviewedInvalid: "Indiquez en, ar ou les deux.",
  },
};
