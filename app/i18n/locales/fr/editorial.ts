/** Editing like a CMS, the finishing parts: the library's images in a rich text, what the server cleaned. */
export const editorial = {
  imagePicker: {
    altFromLibrary: "Texte alternatif de la médiathèque dans la langue de ce texte : adaptez-le si besoin.",
    noAltInLibrary:
      "La médiathèque n'a pas de texte alternatif dans la langue de ce texte pour cette image : décrivez-la ici.",
  },
  preview: {
    draft: "Brouillon : ce contenu n'est pas visible sur le site.",
    scheduled: "Programmé : visible sur le site à partir du {date}.",
    expired: "Retiré : plus visible sur le site depuis le {date}.",
  },
  cleaned: {
    intro:
      "Le serveur a retiré de vos textes ce qui n'est pas permis ; c'est le texte nettoyé qui est enregistré.",
    field: "{field} : {items}",
  },
};
