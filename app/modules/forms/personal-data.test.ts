import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import {
  insertCommunityApplication,
  insertContactMessage,
  insertNewsletterSubscriber,
  insertPartnerRequest,
} from "~/modules/demo/factories.server";
import { createAdmin } from "~/modules/auth/admins.server";
import { createPendingLogin } from "~/modules/auth/pending-login.server";
import { markUsed, storeImage } from "~/modules/media/upload.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { Services } from "~/services.server";
import { collectPersonalData, countRecords, erasePersonalData } from "./personal-data.server";
import { purgeExpiredPersonalData, RETENTION } from "./retention.server";

describe.each(testDatabases())("personal data on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  it("finds, exports and erases everything held about one address, whatever its case", async () => {
    const { db, storage } = services;
    const email = "Nadia.Person@Example.org";
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#f08a24" } })
      .png()
      .toBuffer();
    const logo = await storeImage(db, storage, { data: png });
    await markUsed(db, [logo.url]);
    await insertContactMessage(db, { email: "nadia.person@example.org" });
    await insertCommunityApplication(db, { email });
    await insertPartnerRequest(db, { email, logo: logo.url });
    await insertNewsletterSubscriber(db, { email: "nadia.person@example.org" });
    await enqueueMail(db, { to: "bureau@example.org", replyTo: email, subject: "S", text: "T", kind: "t" });
    const someoneElse = await insertContactMessage(db, { email: "other@example.org" });

    const data = await collectPersonalData(db, "NADIA.person@example.org");
    expect(countRecords(data)).toEqual({
      contact_messages: 1,
      join_requests: 0,
      community_applications: 1,
      partner_requests: 1,
      newsletter_subscribers: 1,
      outbox: 1,
    });
    expect(data.newsletter_subscribers[0]).not.toHaveProperty("token");
    expect(data.contact_messages[0]).not.toHaveProperty("fingerprint");

    const removed = await erasePersonalData(db, storage, "nadia.person@example.org");
    expect(Object.values(removed).reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(countRecords(await collectPersonalData(db, email))).toMatchObject({
      contact_messages: 0,
      outbox: 0,
    });
    // The logo only this person's request used is gone, file and record.
    expect(await storage.get(logo.key)).toBeNull();
    expect(
      await db.kysely.selectFrom("uploads").select("id").where("key", "=", logo.key).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.kysely
        .selectFrom("contact_messages")
        .select("id")
        .where("id", "=", someoneElse.id)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it("purges what the privacy policy says is kept no longer", async () => {
    const { db } = services;
    const longAgo = new Date(Date.now() - RETENTION.submissionsMs - 86_400_000).toISOString();
    const monthAgo = new Date(Date.now() - RETENTION.pendingSubscriptionMs - 86_400_000).toISOString();
    const old = await insertContactMessage(db, { created_at: longAgo, updated_at: longAgo });
    const recent = await insertContactMessage(db);
    const stalePending = await insertNewsletterSubscriber(db, { status: "pending", created_at: monthAgo });
    const oldConfirmed = await insertNewsletterSubscriber(db, {
      status: "confirmed",
      created_at: longAgo,
      confirmed_at: longAgo,
    });
    await purgeExpiredPersonalData(db);
    const ids = async (table: "contact_messages" | "newsletter_subscribers") =>
      (await db.kysely.selectFrom(table).select("id").execute()).map((row) => row.id);
    expect(await ids("contact_messages")).not.toContain(old.id);
    expect(await ids("contact_messages")).toContain(recent.id);
    expect(await ids("newsletter_subscribers")).not.toContain(stalePending.id);
    // A confirmed subscription is kept until the person unsubscribes.
    expect(await ids("newsletter_subscribers")).toContain(oldConfirmed.id);
  });

  it("purges expired sessions, refresh tokens, pending sign-ins and addresses unused for 90 days", async () => {
    const { db } = services;
    const admin = await createAdmin(db, {
      username: `retenu-${Date.now()}`,
      password: "un mot de passe solide",
    });
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const longAgo = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const row = (suffix: string, expires_at: string) => ({
      token_hash: `${admin.id}-${suffix}-${Math.random()}`,
      admin_id: admin.id,
      expires_at,
    });
    await db.kysely
      .insertInto("sessions")
      .values([row("old", past), row("live", future)])
      .execute();
    await db.kysely
      .insertInto("refresh_tokens")
      .values([
        { ...row("old", past), family: "f1" },
        { ...row("live", future), family: "f2" },
      ])
      .execute();
    await db.kysely
      .insertInto("admin_sign_in_addresses")
      .values([
        { admin_id: admin.id, ip: "10.0.0.1", last_signed_in_at: longAgo },
        { admin_id: admin.id, ip: "10.0.0.2", last_signed_in_at: new Date().toISOString() },
      ])
      .execute();
    await createPendingLogin(db, admin);
    await db.kysely
      .updateTable("pending_logins")
      .set({ expires_at: past })
      .where("admin_id", "=", admin.id)
      .execute();
    await purgeExpiredPersonalData(db);
    const left = async (table: "sessions" | "refresh_tokens" | "pending_logins") =>
      (await db.kysely.selectFrom(table).select("expires_at").where("admin_id", "=", admin.id).execute()).map(
        (entry) => entry.expires_at,
      );
    expect(await left("sessions")).toEqual([future]);
    expect(await left("refresh_tokens")).toEqual([future]);
    expect(await left("pending_logins")).toEqual([]);
    const addresses = await db.kysely
      .selectFrom("admin_sign_in_addresses")
      .select("ip")
      .where("admin_id", "=", admin.id)
      .execute();
    expect(addresses.map((entry) => entry.ip)).toEqual(["10.0.0.2"]);
  });

  it("purges a backlog larger than one batch, and only what expired", async () => {
    const { db } = services;
    const longAgo = new Date(Date.now() - RETENTION.submissionsMs - 86_400_000).toISOString();
    const rows = (count: number, at?: string) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Ancien ${index}`,
        email: `ancien${index}@example.org`,
        subject: "Question",
        message: "Bonjour",
        ...(at ? { created_at: at, updated_at: at } : {}),
      }));
    await db.kysely.insertInto("contact_messages").values(rows(1_234, longAgo)).execute();
    const kept = await insertContactMessage(db);
    expect(await purgeExpiredPersonalData(db)).toBeGreaterThanOrEqual(1_234);
    const left = await db.kysely.selectFrom("contact_messages").select("id").execute();
    expect(left.map((row) => row.id)).toContain(kept.id);
    expect(
      await db.kysely
        .selectFrom("contact_messages")
        .select("id")
        .where("updated_at", "<", new Date(Date.now() - RETENTION.submissionsMs).toISOString())
        .execute(),
    ).toEqual([]);
  });
});
