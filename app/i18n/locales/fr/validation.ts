export const validation = {
  required: "Ce champ est requis.",
  url: "Saisissez une adresse web valide (http:// ou https://).",
  email: "Saisissez une adresse e-mail valide.",
  date: "Saisissez une date valide (AAAA-MM-JJ).",
  time: "Saisissez une heure valide (HH:MM).",
  datetime: "Saisissez une date et une heure valides (AAAA-MM-JJTHH:MM).",
  integer: "Saisissez un nombre entier positif.",
  tooLong: "Ce texte est trop long.",
  flag: "Choisissez oui ou non.",
};
