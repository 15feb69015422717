/**
 * Visitors' forms end to end: each form in French and Arabic, with JavaScript (no reload) and without
 * (plain POST), the spec's success texts, the entries in the back office, and axe on every form page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { ar } from "~/i18n/locales/ar";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { createTranslator } from "~/i18n/translate";
import { expectLanguage, login } from "./support";

type Lang = "fr" | "ar";
const T = {
  fr: createTranslator(fr, "fr"),
  en: createTranslator(en, "en"),
  ar: createTranslator(ar, "ar"),
};
type Key = Parameters<(typeof T)["fr"]>[0];

/** The spec's French success texts (§8); Arabic comes from the catalogue. */
const SUCCESS: Record<string, string> = {
  contact: "Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.",
  join: "Formulaire envoyé avec succès !",
  community: "Votre demande d’adhésion a été envoyée avec succès !",
  partner: "Votre demande a été envoyée avec succès. Nos équipes vous contacteront très prochainement.",
  newsletter: "✓ Merci pour votre inscription !",
};
const successText = (form: keyof typeof SUCCESS, lang: Lang) =>
  lang === "fr" ? SUCCESS[form]! : T.ar(`forms.${form === "join" ? "join" : form}.success` as Key);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by the start of its label (required labels end with a spoken "(required)"). */
const field = (page: Page, lang: Lang, key: Key) => page.getByLabel(new RegExp(`^${escape(T[lang](key))}`));

/** The minimum fill time is 2 s from the page's render (or the newsletter field's first focus). */
async function waitFillTime(page: Page, since: number) {
  await page.waitForTimeout(Math.max(0, 2300 - (Date.now() - since)));
}

async function waitHydrated(page: Page, formId: string) {
  await expect(page.locator(`#${formId} input[name="_js"]`)).toHaveCount(1);
}

/**
 * Each run starts from an empty data folder, so addresses only need to be unique within the run; a
 * retried test sends the same content again, which the site collapses onto the first entry.
 */
const emailFor = (form: string, mode: "js" | "nojs", lang: Lang, extra = "") =>
  `e2e-${form}${extra}-${mode}-${lang}@example.org`;

async function fillContact(page: Page, lang: Lang, email: string) {
  await field(page, lang, "forms.contact.fields.name").fill(`Visiteur ${lang}`);
  await field(page, lang, "forms.contact.fields.email").fill(email);
  await field(page, lang, "forms.contact.fields.subject").fill("Bourses 2026");
  await field(page, lang, "forms.contact.fields.category").selectOption("partnership");
  await field(page, lang, "forms.contact.fields.message").fill(`Bonjour depuis ${email}`);
}

async function fillJoin(page: Page, lang: Lang, email: string) {
  await field(page, lang, "forms.join.fields.organisation").fill("Association des amis de l’école");
  await field(page, lang, "forms.join.fields.email").fill(email);
  await field(page, lang, "forms.join.fields.message").fill(
    `Nous souhaitons rejoindre le réseau (${email}).`,
  );
}

async function fillCommunity(page: Page, lang: Lang, email: string) {
  await field(page, lang, "forms.community.fields.nom").fill("Bennani");
  await field(page, lang, "forms.community.fields.prenom").fill("Sara");
  await field(page, lang, "forms.community.fields.role").selectOption("benevole");
  await field(page, lang, "forms.community.fields.tel").fill("+212 6 00 00 02 02");
  await field(page, lang, "forms.community.fields.email").fill(email);
  await field(page, lang, "forms.terms.label").check();
}

async function fillPartner(page: Page, lang: Lang, email: string) {
  await field(page, lang, "forms.partner.fields.last_name").fill("Alami");
  await field(page, lang, "forms.partner.fields.first_name").fill("Karim");
  await field(page, lang, "forms.partner.fields.role").fill("Directeur commercial");
  await field(page, lang, "forms.partner.fields.organisation").fill("SportEquip Maroc");
  await field(page, lang, "forms.partner.fields.website_url").fill("https://sportequip.example");
  await field(page, lang, "forms.partner.fields.email").fill(email);
  await field(page, lang, "forms.partner.fields.phone").fill("+212600000303");
  await field(page, lang, "forms.partner.fields.message").fill(`Équiper l’académie U15 (${email}).`);
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1a4fa3" } })
    .png()
    .toBuffer();
  await field(page, lang, "forms.partner.fields.logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: logo,
  });
  await field(page, lang, "forms.terms.label").check();
}

const FORMS = [
  {
    key: "contact",
    name: "contact",
    path: "/contacter-tamkine",
    formId: "contact-form",
    submit: "forms.contact.submit",
    list: "/listeContacts",
    fill: fillContact,
  },
  {
    key: "join",
    name: "join",
    path: "/nous-rejoindre",
    formId: "join-form",
    submit: "forms.join.submit",
    list: "/listeRejoindre",
    fill: fillJoin,
  },
  {
    key: "join-header",
    name: "join",
    path: "/nousRejoindreHeader",
    formId: "join-form",
    submit: "forms.join.submit",
    list: "/listeRejoindre",
    fill: fillJoin,
  },
  {
    key: "community",
    name: "community",
    path: "/community",
    formId: "community-form",
    submit: "forms.community.submit",
    list: "/listePostulantsCommunity",
    fill: fillCommunity,
  },
  {
    key: "partner",
    name: "partner",
    path: "/partner",
    formId: "partner-form",
    submit: "forms.partner.submit",
    list: "/listeRejoindre?tab=partners",
    fill: fillPartner,
  },
] as const;

/** Each join route is exercised in one language per mode, so each form is sent 4 times at most. */
const cases = (mode: "js" | "nojs") =>
  FORMS.flatMap((form) =>
    (["fr", "ar"] as const)
      .filter((lang) =>
        form.path === "/nous-rejoindre"
          ? lang === (mode === "js" ? "fr" : "ar")
          : form.path === "/nousRejoindreHeader"
            ? lang === (mode === "js" ? "ar" : "fr")
            : true,
      )
      .map((lang) => ({ form, lang })),
  );

test.describe("visitors' forms with JavaScript", () => {
  for (const { form, lang } of cases("js")) {
    test(`${form.path} in ${lang}: sent without a reload, the form cleared`, async ({ page }) => {
      const email = emailFor(form.key, "js", lang);
      await page.goto(`${form.path}?lng=${lang}`);
      // The page was rendered before its answer arrived: counting from here is on the safe side.
      const started = Date.now();
      await expectLanguage(page, lang);
      await waitHydrated(page, form.formId);
      await form.fill(page, lang, email);
      await waitFillTime(page, started);
      const url = page.url();
      await page.getByRole("button", { name: T[lang](form.submit as Key) }).click();
      await expect(page.getByText(successText(form.name, lang))).toBeVisible();
      expect(page.url()).toBe(url);
      await expect(field(page, lang, `forms.${form.name}.fields.email` as Key)).toHaveValue("");
      // §9: the partner form's success banner goes after 5 s; the others stay.
      if (form.name === "partner")
        await expect(page.getByText(successText(form.name, lang))).toBeHidden({ timeout: 8000 });
    });
  }

  test("without a published number the phone card leads to the form", async ({ page }) => {
    await page.goto("/contacter-tamkine");
    const phone = page.getByRole("region", { name: "Nos coordonnées" }).getByRole("listitem").nth(1);
    await expect(phone.getByRole("heading", { name: "Téléphone" })).toBeVisible();
    await phone.getByRole("link", { name: /Pas de numéro publié/ }).click();
    await expect(page).toHaveURL(/#contact-form$/);
  });

  test("the button says “Envoi en cours...” while sending; edited fields lose their error", async ({
    page,
  }) => {
    await page.goto("/contacter-tamkine");
    await waitHydrated(page, "contact-form");
    // Checked in the browser with the page's schema: nothing is sent.
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Vérifiez les champs du formulaire.")).toBeVisible();
    await expect(page.getByText("Le nom est requis")).toBeVisible();
    await expect(page.getByText("Le message est requis")).toBeVisible();
    await expect(field(page, "fr", "forms.contact.fields.name")).toBeFocused();
    await field(page, "fr", "forms.contact.fields.name").fill("Amina");
    await expect(page.getByText("Le nom est requis")).toBeHidden();
    await expect(page.getByText("Le message est requis")).toBeVisible();

    const email = emailFor("contact", "js", "fr", "-slow");
    await fillContact(page, "fr", email);
    await page.waitForTimeout(2300);
    await page.route("**/contacter-tamkine.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await expect(page.getByText(SUCCESS.contact!)).toBeVisible();
    await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
  });

  for (const lang of ["fr", "ar"] as const) {
    test(`the footer newsletter in ${lang}: message for 5 s, input emptied`, async ({ page }) => {
      const email = emailFor("newsletter", "js", lang);
      await page.goto(`/actualites?lng=${lang}`);
      await waitHydrated(page, "newsletter");
      const input = page.locator("#newsletter-footer-email");
      // The first focus fetches a fresh stamp (the page may come from a cache): the fill time counts
      // from the server's stamp, which can come a second later on a loaded machine.
      const stamped = page.waitForResponse(
        (response) => response.url().includes("/newsletter.data") && response.request().method() === "GET",
      );
      await input.focus();
      await stamped;
      const focused = Date.now();
      await input.fill(email);
      await waitFillTime(page, focused);
      await page.getByRole("button", { name: T[lang]("forms.newsletter.submit") }).click();
      const message = page.getByText(successText("newsletter", lang));
      await expect(message).toBeVisible();
      await expect(page.getByText(T[lang]("forms.newsletter.checkInbox"))).toBeVisible();
      await expect(input).toHaveValue("");
      expect(page.url()).not.toContain("newsletter=ok");
      await expect(message).toBeHidden({ timeout: 8000 });
    });
  }
});

test.describe("visitors' forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { form, lang } of cases("nojs")) {
    test(`${form.path} in ${lang}: a plain POST, then the success text`, async ({ page }) => {
      const email = emailFor(form.key, "nojs", lang);
      await page.goto(`${form.path}?lng=${lang}`);
      // The page was rendered before its answer arrived: counting from here is on the safe side.
      const started = Date.now();
      await expectLanguage(page, lang);
      await form.fill(page, lang, email);
      await waitFillTime(page, started);
      await page.getByRole("button", { name: T[lang](form.submit as Key) }).click();
      await expect(page).toHaveURL(/[?&]envoye=1/);
      await expect(page.getByText(successText(form.name, lang))).toBeVisible();
    });
  }

  test("errors come back with the values kept", async ({ page }) => {
    await page.goto("/community?lng=fr");
    await field(page, "fr", "forms.community.fields.nom").fill("Alaoui");
    await field(page, "fr", "forms.community.fields.email").fill("pas-une-adresse");
    await page.waitForTimeout(2300);
    await page.getByRole("button", { name: "Envoyer mon inscription" }).click();
    await expect(page.getByText("Vérifiez les champs du formulaire.")).toBeVisible();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();
    await expect(page.getByText("Vous devez accepter les conditions")).toBeVisible();
    await expect(page.getByText("Saisissez une adresse e-mail valide.")).toBeVisible();
    await expect(field(page, "fr", "forms.community.fields.nom")).toHaveValue("Alaoui");
    await expect(field(page, "fr", "forms.community.fields.email")).toHaveValue("pas-une-adresse");
  });

  test("a form sent faster than a person could fill it is refused", async ({ page }) => {
    // A browser cannot fill a form in under 2 s on a loaded machine: the post follows the page at once,
    // with the render time the page carries, as a bot would send it.
    const html = await (await page.request.get("/nous-rejoindre?lng=fr")).text();
    const stamp = /name="form_stamp" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(stamp).not.toBe("");
    const answer = await page.request.post("/nous-rejoindre?lng=fr", {
      form: {
        organisation: "Association des amis de l’école",
        email: "e2e-too-fast@example.org",
        message: "Nous souhaitons rejoindre le réseau.",
        form_stamp: stamp,
      },
    });
    expect(answer.status()).toBe(400);
    await page.setContent(await answer.text());
    await expect(page.getByText(T.fr("forms.errors.refused"))).toBeVisible();
    await expect(field(page, "fr", "forms.join.fields.organisation")).toHaveValue(
      "Association des amis de l’école",
    );
  });

  for (const lang of ["fr", "ar"] as const) {
    test(`the footer newsletter in ${lang} comes back to the page with the message`, async ({ page }) => {
      const email = emailFor("newsletter", "nojs", lang);
      await page.goto(`/actualites?lng=${lang}`);
      const started = Date.now();
      await page.locator("#newsletter-footer-email").fill(email);
      await waitFillTime(page, started);
      await page.getByRole("button", { name: T[lang]("forms.newsletter.submit") }).click();
      await expect(page).toHaveURL(/\/actualites\?(.*&)?newsletter=ok#newsletter$/);
      await expect(page.getByText(successText("newsletter", lang))).toBeVisible();
    });
  }
});

test.describe("the back office", () => {
  test("shows every entry sent above in its list", async ({ page }) => {
    // About twenty list pages in one test: a busy machine needs more than the default 30 s.
    test.setTimeout(120_000);
    const sent = [
      ...(["js", "nojs"] as const).flatMap((mode) =>
        cases(mode).map(({ form, lang }) => ({
          list: form.list,
          email: emailFor(form.key, mode, lang),
        })),
      ),
      { list: "/listeContacts", email: emailFor("contact", "js", "fr", "-slow") },
      ...(["js", "nojs"] as const).flatMap((mode) =>
        (["fr", "ar"] as const).map((lang) => ({
          list: "/listeAbonnement",
          email: emailFor("newsletter", mode, lang),
        })),
      ),
    ];
    await login(page);
    for (const entry of sent) {
      const url = `${entry.list}${entry.list.includes("?") ? "&" : "?"}q=${encodeURIComponent(entry.email)}`;
      await page.goto(url);
      await expect(page.getByText(entry.email, { exact: true }).first(), entry.email).toBeVisible();
    }
  });

  test("reads the mails waiting in the outbox, sends a newsletter, exports and erases one person", async ({
    page,
  }) => {
    await login(page);
    await page.goto("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Boîte d’envoi" })).toBeVisible();
    await expect(page.getByText(/Aucun serveur d’envoi n’est configuré/)).toBeVisible();
    // The newest 20 mails: which forms' confirmations they are depends on the journeys run before.
    await expect(page.getByText(/^Nous avons bien reçu votre /).first()).toBeVisible();

    await page.goto("/admin/newsletter");
    await page.getByLabel("Objet").first().fill("Les nouvelles de la fondation");
    await page.getByLabel("Texte").first().fill("Bonjour à toutes et à tous.\n\nÀ bientôt au centre !");
    await page.getByRole("button", { name: "Envoyer la newsletter" }).click();
    await expect(page.getByText("Cochez la case pour confirmer l’envoi.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Je confirme l’envoi/ }).check();
    await page.getByLabel("Objet").first().fill("Les nouvelles de la fondation");
    await page.getByLabel("Texte").first().fill("Bonjour à toutes et à tous.\n\nÀ bientôt au centre !");
    await page.getByRole("button", { name: "Envoyer la newsletter" }).click();
    await expect(
      page.getByText(/La newsletter a été mise en file d’envoi pour \d+ abonnés?\./),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: "Les nouvelles de la fondation" })).toBeVisible();

    const person = { email: emailFor("contact", "js", "fr", "-slow") };
    await page.goto(`/admin/donnees-personnelles?email=${encodeURIComponent(person.email)}`);
    await expect(page.getByText(/enregistrements? conservés? pour/)).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter (JSON)" }).click();
    const file = await download;
    const exported = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        void file.createReadStream().then((stream) => {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          stream.on("error", reject);
        });
      }),
    ) as { email: string; data: { contact_messages: Array<{ email: string }> } };
    expect(exported.email).toBe(person.email);
    expect(exported.data.contact_messages[0]!.email).toBe(person.email);

    await page.getByRole("checkbox", { name: /Je confirme la suppression/ }).check();
    await page.getByRole("button", { name: "Supprimer définitivement" }).click();
    await expect(page.getByText(/enregistrements? supprimés? pour/)).toBeVisible();
    await page.goto(`/listeContacts?q=${encodeURIComponent(person.email)}`);
    await expect(page.getByText(person.email, { exact: true })).toHaveCount(0);
  });
});

test.describe("accessibility of the forms' back-office screens", () => {
  test("axe finds nothing on the newsletter, outbox and personal data screens", async ({ page }) => {
    // A sign-in and three axe analyses of long back-office screens: over 30 s on a loaded machine.
    test.setTimeout(90_000);
    await login(page);
    for (const path of [
      "/admin/newsletter",
      "/admin/outbox",
      `/admin/donnees-personnelles?email=${encodeURIComponent(emailFor("community", "js", "ar"))}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations, path).toEqual([]);
    }
  });
});

test.describe("accessibility of the form pages", () => {
  const pages = [
    "/contacter-tamkine",
    "/nous-rejoindre",
    "/nousRejoindreHeader",
    "/community",
    "/partner",
    "/newsletter",
  ];
  for (const lang of ["fr", "en", "ar"] as const) {
    test(`axe finds nothing on the form pages in ${lang}`, async ({ page }) => {
      // Six pages, an axe analysis each: 25–32 s on two cores beside the other journeys.
      test.setTimeout(90_000);
      for (const path of pages) {
        await page.goto(`${path}?lng=${lang}`);
        await expectLanguage(page, lang);
        const result = await new AxeBuilder({ page }).analyze();
        expect(result.violations, `${path} in ${lang}`).toEqual([]);
      }
    });
  }

  test("axe finds nothing on a form showing its errors", async ({ page }) => {
    await page.goto("/partner?lng=ar");
    await waitHydrated(page, "partner-form");
    await page.getByRole("button", { name: T.ar("forms.partner.submit") }).click();
    await expect(page.getByText(T.ar("forms.partner.errors.acceptTerms"))).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations).toEqual([]);
  });
});
