/**
 * The site's database: the data layer's `openDb` with the migration steps the modules write by hand
 * (decision 020: db/ depends on no module, so the application hands them in). Every host, script and
 * test opens the database through here.
 */
import { openDb, type Db, type DbOptions } from "~/db/client.server";
import type { MigrationSteps } from "~/db/migrations.server";
import { fillPublicationDates } from "~/modules/content/schedule-migration.server";
import { translationStatesStep } from "~/modules/content/translation-migration.server";
import { plainTextToRichTextStep } from "~/modules/richtext/rich-text-migration.server";
import { mediaLibraryStep } from "~/modules/media/library-migration.server";
import { refoldSearchColumns, searchIndexesV3 } from "~/modules/search/search-migration.server";

export const MIGRATION_STEPS: MigrationSteps = {
  3: searchIndexesV3,
  // One folding shared by the site search and the chat assistant (decision 021): hamza and
  // Arabic-Indic digits are now folded; this also fills the columns of rows older than version 3.
  6: (db) => refoldSearchColumns(db, 6),
  // The media library (decision 029): visitors' files are not library items.
  8: mediaLibraryStep,
  // Revisions and scheduling (decision 028): the publication date each item showed until then.
  9: fillPublicationDates,
  // Rich text (decision 027): the long texts written before it, stored as the HTML they rendered as.
  10: (db) => plainTextToRichTextStep(db),
  // The translation workflow (decision 031): existing items' languages with text count as current.
  13: translationStatesStep,
};

/** `isMigrated`: the host's workers skip the check, their primary migrated before starting them. */
export function openSiteDb(options: DbOptions, { isMigrated = false } = {}): Promise<Db> {
  return openDb(options, isMigrated ? { isMigrated } : { steps: MIGRATION_STEPS });
}
