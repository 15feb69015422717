export const api = {
  errors: {
    notFound: "Ressource introuvable.",
    methodNotAllowed: "Méthode non autorisée.",
    malformedJson: "Le corps de la requête n'est pas un JSON valide.",
    tooLarge: "La requête est trop volumineuse.",
    invalid: "Vérifiez les champs du formulaire.",
    forbidden: "Vous n’avez pas le droit de faire cette opération.",
    rateLimited: "Trop de requêtes. Réessayez dans {seconds} secondes.",
    server: "Une erreur est survenue. Veuillez réessayer plus tard.",
  },
  upload: {
    empty: "Le fichier est vide.",
    tooLarge: "Le fichier dépasse la taille maximale de {size} Mo.",
    notImage: "Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF).",
    imageTooLarge: "L'image est trop grande (dimensions excessives).",
    notDocument: "Le document doit être un fichier .pdf, .doc, .docx ou .zip.",
  },
};
