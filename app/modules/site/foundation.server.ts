/**
 * Foundation pages: the president's word, the foundation and the values (alternating image and text,
 * §9 intro rule), the 2 most recent missions and the most recent team message (§9).
 */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import type { ImageInfo } from "./image-info";
import { loadImages } from "./images.server";
import { published } from "./published.server";
import { htmlToText } from "~/modules/richtext/html";
import { introOf, type TextCut } from "./text";

export interface IllustratedEntry {
  id: number;
  title: string;
  /** The rich text as stored (decision 027). */
  text: string;
  intro: TextCut;
  image: ImageInfo | null;
  langs: TextLangs;
}

export type IllustratedKind = "motpresident" | "fondationtamkine" | "valeurs";

export async function listIllustratedEntries(
  db: Db,
  kind: IllustratedKind,
  locale: Locale,
): Promise<IllustratedEntry[]> {
  // The three tables name their title column differently (§3): titre_* or title_*.
  const rows = (await published(db, kind)) as Array<
    Record<string, unknown> & { id: number; image: string | null }
  >;
  const titleBase = kind === "fondationtamkine" ? "title" : "titre";
  const image = await loadImages(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => {
    const translations = translationsOf(row as Record<string, string>, locale);
    const text = translations.text("description", "text");
    return {
      id: row.id,
      title: translations.text(titleBase, "title"),
      text,
      // The intro is cut from the words; the open text shows the formatting (decision 027).
      intro: introOf(htmlToText(text)),
      image: image(row.image),
      langs: translations.langs,
    };
  });
}

export interface TextEntry {
  id: number;
  title: string;
  /** The rich text as stored (decision 027). */
  text: string;
  date: string | undefined;
  isoDate: string;
  langs: TextLangs;
}

/** §9: the mission page shows the 2 most recent missions. */
export const MISSIONS_SHOWN = 2;

export async function latestMissions(db: Db, locale: Locale): Promise<TextEntry[]> {
  const rows = await published(db, "missions", { limit: MISSIONS_SHOWN });
  return rows.map((row) => textEntry(row, locale));
}

/** §9: the team message page shows the most recent message. */
export async function latestTeamMessage(db: Db, locale: Locale): Promise<TextEntry | null> {
  const [row] = await published(db, "team-messages", { limit: 1 });
  return row ? textEntry(row, locale) : null;
}

function textEntry(row: Row<"missions"> | Row<"team_messages">, locale: Locale): TextEntry {
  const { text, langs } = translationsOf(row, locale);
  return {
    id: row.id,
    title: text("title"),
    text: text("content", "text"),
    date: formatDate(row.published_at ?? row.created_at, locale),
    isoDate: row.published_at ?? row.created_at,
    langs,
  };
}
