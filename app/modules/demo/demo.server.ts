/**
 * Fills an empty database with realistic trilingual content so the site and the back office can be
 * explored right after installation. Pictures and PDFs are generated locally (demo-images.server.ts)
 * and go through the normal upload path; texts live in demo-content.ts.
 */
import type { Db } from "~/db/client.server";
import type { NewRow } from "~/db/schema";
import type { Storage } from "~/modules/media/storage.server";
import { markUsed, type StoredUpload } from "~/modules/media/upload.server";
import { hasNews } from "./seeded.server";
import {
  demoActivities,
  demoCommunityApplications,
  demoContactMessages,
  demoDocuments,
  demoFoundationEntries,
  demoJoinRequests,
  demoMatches,
  demoMediaPartners,
  demoMissions,
  demoNews,
  demoPages,
  demoPartnerRequests,
  demoPhotos,
  demoPlatforms,
  demoPresidentMessages,
  demoSubscribers,
  demoTeamMessages,
  demoTeams,
  demoValeurs,
  demoVideos,
  type DemoBadge,
  type DemoCover,
  type Translated,
} from "./demo-content";
import {
  storeDemoBadge,
  storeDemoCover,
  storeDemoPdf,
  type BadgeSpec,
  type CoverSpec,
} from "./demo-images.server";
import { builders, insertMany, randomToken, type FactoryTable } from "./factories.server";

const COVERS: Record<DemoCover, CoverSpec> = {
  club: { motif: "basketball", label: "TAMKINE BASKETBALL", colors: ["#e76f24", "#7a2410"] },
  court: { motif: "court", label: "HOME COURT", colors: ["#b5651d", "#5c2e0e"] },
  tutoring: { motif: "book", label: "TUTORING", colors: ["#1b6ca8", "#0b2e59"] },
  scholarships: { motif: "cap", label: "SCHOLARSHIPS", colors: ["#f2b134", "#b5651d"] },
  seminars: { motif: "bubbles", label: "SEMINARS", colors: ["#2a9d8f", "#114b44"] },
  partners: { motif: "rings", label: "PARTNERSHIPS", colors: ["#6a4c93", "#2d1b4e"] },
  video: { motif: "play", label: "TAMKINE TV", colors: ["#d62828", "#5e0b0b"] },
  openDays: { motif: "cap", label: "VIRTUAL OPEN DAYS", colors: ["#3a86ff", "#12306b"] },
  academy: { motif: "basketball", label: "U15 ACADEMY", colors: ["#118ab2", "#073b4c"] },
  library: { motif: "book", label: "READING ROOM", colors: ["#8ab17d", "#2f4a29"] },
  tournament: { motif: "court", label: "TOURNAMENT", colors: ["#ef476f", "#6b1330"] },
  media: { motif: "camera", label: "TAMKINE MEDIA", colors: ["#90a4ae", "#263238"] },
};

const BADGES: Record<DemoBadge, BadgeSpec> = {
  tamkine: { initials: "TBC", colors: ["#f28c28", "#9c2c13"] },
  rabat: { initials: "ER", colors: ["#4361ee", "#1b2a78"] },
  marrakech: { initials: "ABM", colors: ["#e63946", "#6d1019"] },
  fes: { initials: "USF", colors: ["#2a9d8f", "#0e433d"] },
  tanger: { initials: "OT", colors: ["#3a0ca3", "#17054a"] },
  agadir: { initials: "RCA", colors: ["#ffb703", "#a05a00"] },
  tutorat: { initials: "TUT", colors: ["#1b6ca8", "#0b2e59"] },
  orientation: { initials: "ORI", colors: ["#2a9d8f", "#114b44"] },
  seminaires: { initials: "SEM", colors: ["#6a4c93", "#2d1b4e"] },
  connect: { initials: "CNX", colors: ["#ef476f", "#6b1330"] },
  jpov: { initials: "JPO", colors: ["#3a86ff", "#12306b"] },
  bourses: { initials: "BRS", colors: ["#f2b134", "#b5651d"] },
  sportequip: { initials: "SE", colors: ["#06d6a0", "#036b50"] },
};

type Urls<K extends string> = Record<K, string>;

interface DemoMedia {
  covers: Urls<DemoCover>;
  badges: Urls<DemoBadge>;
  /** One PDF per demo document, in the same order. */
  pdfs: string[];
}

/** Stores every spec at once: sharp works on its own threads, so this is several times faster than a loop. */
async function storeAll<K extends string, S>(
  specs: Record<K, S>,
  store: (spec: S) => Promise<StoredUpload>,
): Promise<Urls<K>> {
  const entries = Object.entries(specs) as [K, S][];
  const stored = await Promise.all(
    entries.map(async ([name, spec]) => [name, (await store(spec)).url] as const),
  );
  return Object.fromEntries(stored) as Urls<K>;
}

async function storeDemoMedia(db: Db, storage: Storage): Promise<DemoMedia> {
  const [covers, badges, pdfs] = await Promise.all([
    storeAll(COVERS, (spec) => storeDemoCover(db, storage, spec)),
    storeAll(BADGES, (spec) => storeDemoBadge(db, storage, spec)),
    Promise.all(
      demoDocuments.map(async (document) => {
        const stored = await storeDemoPdf(db, storage, { title: document.titre, lines: document.pdfLines });
        return stored.url;
      }),
    ),
  ]);
  return { covers, badges, pdfs };
}

// --- Dates ---------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC today, so every date of one seeding run is computed from the same instant. */
const startOfTodayUtc = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

/**
 * A past timestamp in office hours; the index varies the time of day so items seeded on the same day
 * still sort in a stable, distinct order.
 */
function pastTimestamp(daysAgo: number, index: number): string {
  const hour = 8 + ((index * 3) % 10);
  const minute = (index * 15) % 60;
  return new Date(startOfTodayUtc() - daysAgo * DAY_MS + (hour * 60 + minute) * 60 * 1000).toISOString();
}

const dateIn = (days: number) => new Date(startOfTodayUtc() + days * DAY_MS).toISOString().slice(0, 10);

const stamps = (daysAgo: number, index: number) => {
  const at = pastTimestamp(daysAgo, index);
  return { created_at: at, updated_at: at };
};

// --- Rows ----------------------------------------------------------------------------------

const translated = <P extends string>(prefix: P, text: Translated) =>
  ({ [`${prefix}_fr`]: text.fr, [`${prefix}_en`]: text.en, [`${prefix}_ar`]: text.ar }) as Record<
    `${P}_fr` | `${P}_en` | `${P}_ar`,
    string
  >;

/** One table's rows plus the insert for them: keeps the table name and the row type together. */
interface Batch {
  table: FactoryTable;
  rows: readonly object[];
  insert(db: Db): Promise<unknown>;
}

function batch<T extends FactoryTable>(table: T, overrides: Partial<NewRow<T>>[]): Batch {
  const rows = overrides.map((override) => builders[table](override));
  return { table, rows, insert: (db) => insertMany(db, table, rows) };
}

function contentBatches({ covers, badges, pdfs }: DemoMedia): Batch[] {
  return [
    batch(
      "news",
      demoNews.map((item, i) => ({
        slug: item.slug,
        ...translated("title", item.title),
        ...translated("content", item.content),
        image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "missions",
      demoMissions.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("content", item.body),
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "team_messages",
      demoTeamMessages.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("content", item.body),
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "president_messages",
      demoPresidentMessages.map((item, i) => ({
        ...translated("titre", item.title),
        ...translated("description", item.body),
        image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "foundation_entries",
      demoFoundationEntries.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("description", item.body),
        image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "valeurs",
      demoValeurs.map((item, i) => ({
        ...translated("titre", item.title),
        ...translated("description", item.body),
        image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "platform_links",
      demoPlatforms.map((item, i) => {
        const at = stamps(item.daysAgo, i);
        return {
          ...translated("title", item.title),
          ...translated("description", item.description),
          url: item.url,
          icon: badges[item.icon],
          added_at: at.created_at,
          ...at,
        };
      }),
    ),
    batch(
      "matches",
      demoMatches.map((item, i) => ({
        ...translated("home_team_name", demoTeams[item.home].name),
        ...translated("away_team_name", demoTeams[item.away].name),
        ...translated("location", item.location),
        ...translated("description", item.description),
        match_date: dateIn(item.dayOffset),
        match_time: item.time,
        home_score: item.score?.[0] ?? null,
        away_score: item.score?.[1] ?? null,
        home_team_logo_url: badges[demoTeams[item.home].logo],
        away_team_logo_url: badges[demoTeams[item.away].logo],
        banner_image_url: covers[item.banner],
        // Fixtures are announced about three weeks ahead.
        ...stamps(Math.max(1, 21 - item.dayOffset), i),
      })),
    ),
    batch(
      "videos",
      demoVideos.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("comment", item.comment),
        lien_video: item.link,
        cover_image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "photos",
      demoPhotos.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("comment", item.comment),
        image: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "documents",
      demoDocuments.map((item, i) => ({
        titre: item.titre,
        description: item.description,
        fichier: pdfs[i] ?? "",
        couverture: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "media_partners",
      demoMediaPartners.map((item, i) => ({
        titre: item.title.fr,
        ...translated("titre", item.title),
        description: item.description.fr,
        ...translated("description", item.description),
        categorie: item.categorie,
        activite: item.activite,
        ville: item.ville,
        date_creation: item.dateCreation,
        couverture: covers[item.cover],
        site_url: item.siteUrl,
        video: item.video,
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "activities",
      demoActivities.map((item, i) => ({
        ...translated("title", item.title),
        ...translated("comment", item.comment),
        cover_photo: covers[item.cover],
        ...stamps(item.daysAgo, i),
      })),
    ),
    batch(
      "site_pages",
      demoPages.map((page, i) => ({
        slug: page.slug,
        ...translated("title", page.title),
        ...translated("body", page.body),
        ...stamps(210, i),
      })),
    ),
  ];
}

function inboxBatches({ badges }: DemoMedia): Batch[] {
  return [
    batch(
      "contact_messages",
      demoContactMessages.map(({ daysAgo, ...message }, i) => ({ ...message, ...stamps(daysAgo, i) })),
    ),
    batch(
      "join_requests",
      demoJoinRequests.map(({ daysAgo, ...request }, i) => ({ ...request, ...stamps(daysAgo, i) })),
    ),
    batch(
      "community_applications",
      demoCommunityApplications.map(({ daysAgo, ...application }, i) => {
        const at = stamps(daysAgo, i);
        return { ...application, conditions: 1, conditions_accepted_at: at.created_at, ...at };
      }),
    ),
    batch(
      "partner_requests",
      demoPartnerRequests.map((request, i) => {
        const at = stamps(request.daysAgo, i);
        return {
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          role: request.role,
          organisation: request.organisation,
          website_url: request.websiteUrl,
          phone: request.phone,
          message: request.message,
          language: request.language,
          logo: request.logo ? badges[request.logo] : null,
          accept_terms: 1,
          accept_terms_at: at.created_at,
          ...at,
        };
      }),
    ),
    batch(
      "newsletter_subscribers",
      demoSubscribers.map(({ daysAgo, isConfirmed, ...subscriber }, i) => {
        const at = stamps(daysAgo, i);
        return {
          ...subscriber,
          status: isConfirmed ? "confirmed" : "pending",
          token: randomToken(),
          confirmed_at: isConfirmed ? at.created_at : null,
          ...at,
        };
      }),
    ),
  ];
}

/** Every stored-file address the rows refer to, so those uploads are kept by the clean-up. */
function mediaUrlsIn(batches: readonly Batch[]): string[] {
  const urls = batches.flatMap((each) =>
    each.rows.flatMap((row) =>
      Object.values(row).filter(
        (value): value is string => typeof value === "string" && value.startsWith("/media/"),
      ),
    ),
  );
  return [...new Set(urls)];
}

/**
 * Seeds demo content into an empty database. Returns false, changing nothing, when news already
 * exists: the seed must never mix with or duplicate real content.
 */
export async function seedDemo(services: { db: Db; storage: Storage }): Promise<boolean> {
  const { db, storage } = services;
  if (await hasNews(db)) return false;

  // Files are stored before the transaction (storage is not transactional). If the seed loses a race
  // or fails, these uploads stay unused and the regular clean-up removes them.
  const media = await storeDemoMedia(db, storage);
  const batches = [...contentBatches(media), ...inboxBatches(media)];

  return db.kysely.transaction().execute(async (transaction) => {
    const tx: Db = { ...db, kysely: transaction };
    if (await hasNews(tx)) return false;
    for (const each of batches) await each.insert(tx);
    await markUsed(tx, mediaUrlsIn(batches));
    return true;
  });
}
