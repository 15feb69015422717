import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { scheduleStateOf } from "~/modules/content/schedule-state";
import { RESOURCES } from "~/modules/content/resources";
import type { ContentRow } from "~/modules/content/content.server";
import type { Db } from "~/db/client.server";
import { previewRow, previewView } from "./preview.server";

const NOW = "2026-06-01T00:00:00.000Z";

const stored: ContentRow = {
  id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
  updated_at: "2026-01-05T10:00:00.000Z",
  published_at: "2026-01-05T10:00:00.000Z",
  is_published: 1,
  title_fr: "Titre enregistré",
  content_fr: "<p>Texte enregistré.</p>",
};

describe("the preview's row", () => {
  it("puts the form's values over the stored row, the checkbox and times as a save would read them", () => {
    const row = previewRow(
      RESOURCES.missions,
      { title_fr: "Titre modifié", is_published: "0", publish_at: "2030-03-01T08:00" },
      stored,
      "Africa/Casablanca",
    );
    expect(row).toMatchObject({
      id: 7,
      title_fr: "Titre modifié",
      content_fr: "<p>Texte enregistré.</p>",
      is_published: 0,
      // Casablanca is UTC+1 in March.
      publish_at: "2030-03-01T07:00:00.000Z",
    });
    const { is_published, publish_at } = row;
    expect(scheduleStateOf({ is_published, publish_at }, NOW)).toBe("draft");
    const scheduled = previewRow(RESOURCES.missions, { is_published: "1" }, { ...stored, publish_at }, "UTC");
    expect(scheduleStateOf({ is_published: scheduled.is_published, publish_at }, NOW)).toBe("scheduled");
  });
});

describe.each(testDatabases())("the preview's view on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  it("shows a type's rich text, a match's two teams and a video's player", async () => {
    const mission = await previewView(db, RESOURCES.missions, stored, "fr");
    expect(mission.kind === "entry" && mission.entry.text).toBe("<p>Texte enregistré.</p>");

    const match = previewRow(
      RESOURCES.matches,
      { home_team_name_fr: "Tamkine", away_team_name_fr: "Rabat", description_fr: "Finale." },
      undefined,
      "UTC",
    );
    const matchView = await previewView(db, RESOURCES.matches, match, "fr");
    expect(matchView.kind === "entry" && matchView.entry.title).toBe("Tamkine – Rabat");

    const video = previewRow(
      RESOURCES.videos,
      {
        title_fr: "Finale",
        comment_fr: "<p>Le résumé.</p>",
        lien_video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
      undefined,
      "UTC",
    );
    const videoView = await previewView(db, RESOURCES.videos, video, "fr");
    expect(videoView.kind === "entry" && videoView.video).toMatchObject({
      title: "Finale",
      comment: "<p>Le résumé.</p>",
      source: { kind: "youtube" },
    });
  });
});
