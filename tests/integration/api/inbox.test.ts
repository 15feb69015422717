/**
 * Contract of what visitors send (§7): the public POSTs work without a token; an administrator lists,
 * reads, marks and deletes the entries; the newsletter's DELETE with a JSON {id}; the §5 form rules.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAMP_FIELD } from "~/modules/forms/kinds";
import { issueFormStamp } from "~/modules/forms/stamp.server";
import type { InboxKind } from "~/modules/inbox/kinds";
import { testDatabases } from "../../support/databases";
import { asJson, asList, openApiHarness, ORIGIN, pngFile, type ApiHarness } from "./support";

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${++sequence}`;

/** A valid submission of each form, as the spec's pages send it (§7: JSON). */
const SUBMISSIONS: Record<InboxKind, () => Record<string, unknown>> = {
  contact: () => ({
    name: `Amina ${unique()}`,
    email: `amina.${unique()}@example.org`,
    subject: "Bourses",
    category: "support",
    message: "Quand ouvrent les inscriptions ?",
  }),
  rejoindre: () => ({
    organisation: `Association ${unique()}`,
    email: `asso.${unique()}@example.org`,
    message: "Nous souhaitons rejoindre le réseau.",
  }),
  community: () => ({
    nom: `Alaoui${unique()}`,
    prenom: "Sara",
    role: "joueur",
    tel: "+212 6 00 00 00 00",
    email: `sara.${unique()}@example.org`,
    conditions: true,
  }),
  partners: () => ({
    first_name: "Youssef",
    last_name: `Bennani${unique()}`,
    email: `youssef.${unique()}@example.org`,
    role: "Directeur",
    organisation: "Média Atlas",
    website_url: "https://media-atlas.example",
    phone: "0600000000",
    message: "Un partenariat pour couvrir le tournoi.",
    accept_terms: true,
  }),
  newsletter: () => ({ email: `lecteur.${unique()}@example.org` }),
};

const KINDS = Object.keys(SUBMISSIONS) as InboxKind[];

describe.each(testDatabases())("inbox API on $dialect", (database) => {
  let api: ApiHarness;
  let address = 0;
  // Each test posts from its own address: the forms' rate limit is per address.
  const clientIp = () => `10.0.${sequence % 250}.${++address % 250}`;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it.each(KINDS)(
    "%s: public POST, then listed, read, marked, deleted and gone with a token",
    async (kind) => {
      const token = api.tokens.valid;
      const base = `/api/${kind}/`;
      const posted = await api.call("POST", base, { json: SUBMISSIONS[kind](), clientIp: clientIp() });
      expect(posted.status, posted.text).toBe(201);
      const { id, message } = asJson(posted) as { id: number; message: string };
      expect(typeof message).toBe("string");

      expect((await api.call("GET", base)).status).toBe(401);
      const list = await api.call("GET", base, { token });
      expect(list.status).toBe(200);
      const entry = asList(list).find((item) => item.id === id);
      expect(entry).toMatchObject({ id, is_read: false });
      expect(entry).toHaveProperty("name");
      expect(entry).toHaveProperty("email");
      expect(entry).toHaveProperty("message");
      expect(entry).toHaveProperty("created_at");
      expect(entry).not.toHaveProperty("fingerprint");
      expect(list.headers.get("Cache-Control")).toBe("no-store");

      expect(asJson(await api.call("GET", `${base}${id}/`, { token })).id).toBe(id);
      const marked = await api.call("PATCH", `${base}${id}/`, { token, json: { is_read: true } });
      expect(asJson(marked).is_read).toBe(true);
      const badMark = await api.call("PATCH", `${base}${id}/`, { token, json: { is_read: "maybe" } });
      expect(asJson(badMark).errors).toEqual({ is_read: ["Indiquez is_read (true ou false)."] });

      expect((await api.call("DELETE", `${base}${id}/`, { token })).status).toBe(204);
      expect((await api.call("GET", `${base}${id}/`, { token })).status).toBe(404);
      expect(asList(await api.call("GET", base, { token })).map((item) => item.id)).not.toContain(id);
      expect((await api.call("DELETE", `${base}${id}/`, { token })).status).toBe(404);
    },
  );

  it("answers the spec's success texts", async () => {
    const contact = await api.call("POST", "/api/contact/", {
      json: SUBMISSIONS.contact(),
      clientIp: clientIp(),
    });
    expect(asJson(contact).message).toBe(
      "Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.",
    );
    const join = await api.call("POST", "/api/rejoindre/", {
      json: SUBMISSIONS.rejoindre(),
      clientIp: clientIp(),
    });
    expect(asJson(join).message).toBe("Formulaire envoyé avec succès !");
  });

  it("pages, sorts and searches an inbox", async () => {
    const token = api.tokens.valid;
    const marker = `zz${unique()}`;
    for (const name of ["Amal", "Badr", "Chama"]) {
      await api.call("POST", "/api/contact/", {
        json: { ...SUBMISSIONS.contact(), name: `${name} ${marker}` },
        clientIp: clientIp(),
      });
    }
    const byName = asList(await api.call("GET", `/api/contact/?q=${marker}&sort=name`, { token }));
    expect(byName.map((entry) => (entry.name as string).split(" ")[0])).toEqual(["Amal", "Badr", "Chama"]);
    const page = asJson(await api.call("GET", `/api/contact/?q=${marker}&page=2&page_size=2`, { token }));
    expect(page).toMatchObject({ count: 3, next: null });
    expect(page.previous).toBe(`${ORIGIN}/api/contact/?q=${marker}&page=1&page_size=2`);
    expect((await api.call("GET", "/api/contact/?sort=sideways", { token })).status).toBe(400);
  });

  describe("newsletter DELETE with a JSON {id}", () => {
    it("removes the subscriber", async () => {
      const token = api.tokens.valid;
      const posted = asJson(
        await api.call("POST", "/api/newsletter/", { json: SUBMISSIONS.newsletter(), clientIp: clientIp() }),
      );
      const removed = await api.call("DELETE", "/api/newsletter/", { token, json: { id: posted.id } });
      expect(removed.status).toBe(204);
      expect(
        asList(await api.call("GET", "/api/newsletter/", { token })).map((item) => item.id),
      ).not.toContain(posted.id);
      const again = await api.call("DELETE", "/api/newsletter/", { token, json: { id: String(posted.id) } });
      expect(again.status).toBe(404);
    });

    it.each([[{}], [{ id: null }], [{ id: "abc" }], [{ id: -3 }], [{ id: 1.5 }], [{ id: [1] }]])(
      "answers 400 'ID invalide, suppression impossible.' for %j",
      async (body) => {
        const answer = await api.call("DELETE", "/api/newsletter/", { token: api.tokens.valid, json: body });
        expect(answer.status).toBe(400);
        expect(asJson(answer).error).toBe("ID invalide, suppression impossible.");
      },
    );

    it("answers without a body, and in English and Arabic", async () => {
      const token = api.tokens.valid;
      const empty = await api.call("DELETE", "/api/newsletter/", { token });
      expect(asJson(empty).error).toBe("ID invalide, suppression impossible.");
      const english = await api.call("DELETE", "/api/newsletter/?lng=en", { token, json: {} });
      expect(asJson(english).error).toBe("Invalid ID, the subscriber cannot be deleted.");
      const arabic = await api.call("DELETE", "/api/newsletter/?lng=ar", { token, json: {} });
      expect(asJson(arabic).error).toBe("معرّف غير صالح، يتعذّر الحذف.");
    });
  });

  describe("§5 rules of the forms", () => {
    const errorsOf = async (kind: InboxKind, json: unknown) => {
      const answer = await api.call("POST", `/api/${kind}/`, { json, clientIp: clientIp() });
      expect(answer.status).toBe(400);
      return asJson(answer).errors as Record<string, string[]>;
    };

    it("contact: name, email, subject and message required; category defaults to general", async () => {
      const errors = await errorsOf("contact", {});
      expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "subject"]);
      expect(errors.email).toEqual(["L’email est requis"]);
      const posted = await api.call("POST", "/api/contact/", {
        json: { ...SUBMISSIONS.contact(), category: undefined },
        clientIp: clientIp(),
      });
      const entry = asJson(
        await api.call("GET", `/api/contact/${String(asJson(posted).id)}/`, { token: api.tokens.valid }),
      );
      expect(entry.category).toBe("general");
    });

    it("join-us: organisation, email and message required; e-mails are checked", async () => {
      expect(Object.keys(await errorsOf("rejoindre", {})).sort()).toEqual([
        "email",
        "message",
        "organisation",
      ]);
      const invalid = await errorsOf("rejoindre", { ...SUBMISSIONS.rejoindre(), email: "pas-un-email" });
      expect(invalid.email).toEqual(["Saisissez une adresse e-mail valide."]);
    });

    it("community: nom, prenom, role, tel, email and conditions required", async () => {
      const answer = await api.call("POST", "/api/community/", { json: {}, clientIp: clientIp() });
      expect(asJson(answer).error).toBe("Vérifiez les champs du formulaire.");
      expect(Object.keys(asJson(answer).errors as object).sort()).toEqual(
        ["conditions", "email", "nom", "prenom", "role", "tel"].sort(),
      );
    });

    it("partner: the spec's messages", async () => {
      const errors = await errorsOf("partners", {});
      expect(errors.email).toEqual(["L’email est requis"]);
      expect(errors.role).toEqual(["Le rôle est requis"]);
      expect(errors.phone).toEqual(["Le téléphone est requis"]);
      expect(errors.message).toEqual(["Le message est requis"]);
      expect(errors.accept_terms).toEqual(["Vous devez accepter les conditions"]);
      expect([...errors.first_name!, ...errors.last_name!].sort()).toEqual(
        ["Le nom est requis", "Le prénom est requis"].sort(),
      );
      const website = await errorsOf("partners", { ...SUBMISSIONS.partners(), website_url: "ftp://x" });
      expect(website.website_url).toEqual(["Saisissez une adresse web valide (http:// ou https://)."]);
    });

    it("newsletter: a blank e-mail is refused", async () => {
      expect((await errorsOf("newsletter", { email: "   " })).email).toEqual(["L’email est requis"]);
    });
  });

  it("takes forms as URL-encoded and multipart bodies too, and drops U+0000 from them", async () => {
    const token = api.tokens.valid;
    // HTML forms carry a signed render time (the forms module's check against bots).
    const stamp = issueFormStamp(api.services.config.SESSION_SECRET, Date.now() - 10_000);
    const encoded = await api.call("POST", "/api/contact/", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...(SUBMISSIONS.contact() as Record<string, string>),
        name: "Nadia\u0000 B",
        [STAMP_FIELD]: stamp,
      }),
      clientIp: clientIp(),
    });
    expect(encoded.status, encoded.text).toBe(201);
    const entry = asJson(await api.call("GET", `/api/contact/${String(asJson(encoded).id)}/`, { token }));
    expect(entry.name).toBe("Nadia B");

    const json = await api.call("POST", "/api/rejoindre/", {
      json: { ...SUBMISSIONS.rejoindre(), message: "Bonjour\u0000 !" },
      clientIp: clientIp(),
    });
    expect(json.status, json.text).toBe(201);

    const form = new FormData();
    for (const [name, value] of Object.entries(SUBMISSIONS.partners())) form.append(name, String(value));
    form.append("logo", await pngFile("logo.png"));
    form.append(STAMP_FIELD, stamp);
    const multipart = await api.call("POST", "/api/partners/", { form, clientIp: clientIp() });
    expect(multipart.status, multipart.text).toBe(201);
    const partner = asJson(
      await api.call("GET", `/api/partners/${String(asJson(multipart).id)}/`, { token }),
    );
    expect(partner.logo).toMatch(new RegExp(`^${ORIGIN}/media/.+\\.png$`));
  });

  it("takes a partner's logo uploaded anonymously, and keeps that upload from the clean-up", async () => {
    const ip = clientIp();
    const upload = asJson(
      await api.call("POST", "/api/uploads/", { form: { file: await pngFile("logo.png") }, clientIp: ip }),
    );
    const posted = await api.call("POST", "/api/partners/", {
      json: { ...SUBMISSIONS.partners(), logo: upload.secure_url },
      clientIp: ip,
    });
    expect(posted.status, posted.text).toBe(201);
    const entry = asJson(
      await api.call("GET", `/api/partners/${String(asJson(posted).id)}/`, { token: api.tokens.valid }),
    );
    expect(entry.logo).toBe(upload.secure_url);
    const key = (upload.secure_url as string).slice(`${ORIGIN}/media/`.length);
    const record = await api.services.db.kysely
      .selectFrom("uploads")
      .select("is_used")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    expect(record.is_used).toBe(1);
  });
});
