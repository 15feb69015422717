import type { Messages } from "../fr";
import { plural } from "~/i18n/translate";

export const migration = {
  imported: {
    title: "Subscribers moved in from the old site",
    waiting: plural({
      one: "{count} address moved in from the old site is waiting for its confirmation; it does not receive the newsletter until it confirms.",
      other:
        "{count} addresses moved in from the old site are waiting for their confirmation; they do not receive the newsletter until they confirm.",
    }),
    notAsked: plural({
      zero: "All of them have been asked to confirm; without an answer, an address is erased 30 days later.",
      one: "{count} has not been asked to confirm yet.",
      other: "{count} have not been asked to confirm yet.",
    }),
    send: "Ask them to confirm",
    sent: plural({
      zero: "No request sent: every address has already been asked.",
      one: "{count} confirmation request was queued, in the subscriber’s language.",
      other: "{count} confirmation requests were queued, each in the subscriber’s language.",
    }),
  },
} satisfies Messages["migration"];
