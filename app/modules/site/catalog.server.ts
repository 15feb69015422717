/** Read models of the programmes, platforms, activities, media partners and matches pages. */
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { formatDate, localized } from "~/i18n/format";
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
}

/** Platforms (§2): tutoring, orientation, seminars, Connect, JPOV, scholarships; newest added first. */
export async function listPlatforms(db: Db, locale: Locale): Promise<PlatformView[]> {
  const rows = await published(db, "platformlinks");
  const image = await loadImages(
    db,
    rows.map((row) => row.icon),
  );
  return rows.map((row) => ({
    id: row.id,
    title: localized(row, "title", locale),
    description: localized(row, "description", locale),
    url: row.url,
    addedOn: formatDate(row.added_at, locale),
    isoDate: row.added_at,
    icon: image(row.icon),
  }));
}

export interface ActivityView {
  id: number;
  title: string;
  comment: string;
  date: string | undefined;
  isoDate: string;
  cover: ImageInfo | null;
}

export async function listActivities(db: Db, locale: Locale): Promise<ActivityView[]> {
  const rows = await published(db, "activities");
  const image = await loadImages(
    db,
    rows.map((row) => row.cover_photo),
  );
  return rows.map((row) => ({
    id: row.id,
    title: localized(row, "title", locale),
    comment: localized(row, "comment", locale),
    date: formatDate(row.created_at, locale),
    isoDate: row.created_at,
    cover: image(row.cover_photo),
  }));
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
}

export async function listPartners(db: Db, locale: Locale): Promise<PartnerView[]> {
  const rows = await published(db, "partenaires");
  const image = await loadImages(
    db,
    rows.map((row) => row.couverture),
  );
  return rows.map((row) => ({
    id: row.id,
    // The untranslated titre/description of §3 are the last fallback.
    title: localized(row, "titre", locale) || row.titre,
    description: localized(row, "description", locale) || row.description,
    categorie: row.categorie,
    activite: row.activite,
    ville: row.ville,
    dateCreation: yearAndMonth(row.date_creation) ? row.date_creation : null,
    established: formatDate(row.date_creation, locale),
    siteUrl: row.site_url,
    video: row.video,
    cover: image(row.couverture),
  }));
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
