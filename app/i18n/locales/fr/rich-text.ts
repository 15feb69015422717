/** The rich-text editor of the back office and what the server says after cleaning (decision 027). */
export const richText = {
  toolbar: "Mise en forme : {field}",
  paragraph: "Paragraphe",
  heading2: "Titre de niveau 2",
  heading3: "Titre de niveau 3",
  heading4: "Titre de niveau 4",
  bold: "Gras",
  italic: "Italique",
  link: "Lien",
  bulletList: "Liste à puces",
  orderedList: "Liste numérotée",
  blockquote: "Citation",
  image: "Insérer une image",
  undo: "Annuler",
  redo: "Rétablir",
  loading: "Chargement de l'éditeur…",
  fallbackHint:
    "Texte simple (une ligne vide fait un paragraphe) ou HTML simple : p, h2 à h4, strong, em, a, ul, ol, li, blockquote, img.",
  shortcutsHint:
    "Raccourcis : Ctrl+B gras, Ctrl+I italique, Ctrl+K lien, Ctrl+Alt+2 à 4 titres, Ctrl+Maj+8 liste à puces, Ctrl+Maj+7 liste numérotée, Ctrl+Maj+B citation, Alt+F10 barre d'outils.",
  linkDialog: {
    title: "Lien",
    url: "Adresse du lien (https://, mailto: ou tel:)",
    apply: "Appliquer",
    remove: "Retirer le lien",
    cancel: "Annuler",
    invalid: "Adresse non valide : seules https://, http://, mailto: et tel: sont permises.",
  },
  imageDialog: {
    title: "Insérer une image",
    alt: "Texte alternatif",
    altHint: "Décrit l'image pour qui ne la voit pas. Laissez vide seulement si elle est décorative.",
    insert: "Insérer l'image",
    cancel: "Annuler",
  },
};
