import { plural } from "~/i18n/translate";

/** Moving in from the old system (decision 025): the imported newsletter subscribers. */
export const migration = {
  imported: {
    title: "Abonnés repris de l’ancien site",
    waiting: plural({
      one: "{count} adresse reprise de l’ancien site attend sa confirmation ; elle ne reçoit pas la newsletter avant d’avoir confirmé.",
      other:
        "{count} adresses reprises de l’ancien site attendent leur confirmation ; elles ne reçoivent pas la newsletter avant d’avoir confirmé.",
    }),
    notAsked: plural({
      zero: "Toutes ont déjà reçu la demande de confirmation ; sans réponse, une adresse est effacée 30 jours après.",
      one: "{count} n’a pas encore reçu de demande de confirmation.",
      other: "{count} n’ont pas encore reçu de demande de confirmation.",
    }),
    send: "Leur demander de confirmer",
    sent: plural({
      zero: "Aucune demande envoyée : toutes les adresses ont déjà été sollicitées.",
      one: "{count} demande de confirmation a été mise en file d’envoi, dans la langue de l’abonné.",
      other:
        "{count} demandes de confirmation ont été mises en file d’envoi, chacune dans la langue de l’abonné.",
    }),
  },
};
