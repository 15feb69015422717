/** Read models of the programmes, platforms, activities, media partners and matches pages. */
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import type { ImageInfo } from "./image-info";
import { loadImages } from "./images.server";
import { matchView, type MatchView } from "./matches";
import { yearAndMonth } from "./partner-filters";
import { published, todayIso } from "./published.server";

export interface PlatformView {
  id: number;
  title: string;
  description: string;
  url: string;
  addedOn: string | undefined;
  isoDate: string;
  icon: ImageInfo | null;
  langs: TextLangs;
}

/** Platforms (§2): tutoring, orientation, seminars, Connect, JPOV, scholarships; newest added first. */
export async function listPlatforms(db: Db, locale: Locale): Promise<PlatformView[]> {
  const rows = await published(db, "platformlinks");
  const image = await loadImages(
    db,
    rows.map((row) => row.icon),
  );
  return rows.map((row) => {
    const { text, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      title: text("title"),
      description: text("description"),
      url: row.url,
      addedOn: formatDate(row.added_at, locale),
      isoDate: row.added_at,
      icon: image(row.icon),
      langs,
    };
  });
}

export interface ActivityView {
  id: number;
  title: string;
  comment: string;
  date: string | undefined;
  isoDate: string;
  cover: ImageInfo | null;
  langs: TextLangs;
}

export async function listActivities(db: Db, locale: Locale): Promise<ActivityView[]> {
  const rows = await published(db, "activities");
  const image = await loadImages(
    db,
    rows.map((row) => row.cover_photo),
  );
  return rows.map((row) => {
    const { text, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      title: text("title"),
      comment: text("comment"),
      date: formatDate(row.published_at ?? row.created_at, locale),
      isoDate: row.published_at ?? row.created_at,
      cover: image(row.cover_photo),
      langs,
    };
  });
}

export interface PartnerView {
  id: number;
  title: string;
  description: string;
  categorie: string;
  activite: string;
  ville: string;
  dateCreation: string | null;
  established: string | undefined;
  siteUrl: string;
  video: string | null;
  cover: ImageInfo | null;
  langs: TextLangs;
}

export async function listPartners(db: Db, locale: Locale): Promise<PartnerView[]> {
  const rows = await published(db, "partenaires");
  const image = await loadImages(
    db,
    rows.map((row) => row.couverture),
  );
  return rows.map((row) => {
    const { text, plain, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      // The untranslated titre/description of §3 are the last fallback.
      title: text("titre", "title") || plain(row.titre, "title"),
      description: text("description") || plain(row.description, "description"),
      // Category, activity and city have no translations (§3); they are also the filters' values.
      categorie: plain(row.categorie, "categorie"),
      activite: plain(row.activite, "activite"),
      ville: plain(row.ville, "ville"),
      dateCreation: yearAndMonth(row.date_creation) ? row.date_creation : null,
      established: formatDate(row.date_creation, locale),
      siteUrl: row.site_url,
      video: row.video,
      cover: image(row.couverture),
      langs,
    };
  });
}

export interface MatchCard extends MatchView {
  bannerImage: ImageInfo | null;
  homeLogoImage: ImageInfo | null;
  awayLogoImage: ImageInfo | null;
}

/** Matches, latest date first (the admin's order); the page splits upcoming and played ones. */
export async function listMatches(db: Db, locale: Locale): Promise<MatchCard[]> {
  const rows = await published(db, "matches");
  const today = todayIso();
  const image = await loadImages(
    db,
    rows.flatMap((row) => [row.banner_image_url, row.home_team_logo_url, row.away_team_logo_url]),
  );
  return rows.map((row) => ({
    ...matchView(row, locale, today),
    bannerImage: image(row.banner_image_url),
    homeLogoImage: image(row.home_team_logo_url),
    awayLogoImage: image(row.away_team_logo_url),
  }));
}
