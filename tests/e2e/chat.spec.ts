import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, expectLanguage, login } from "./support";

/** Headless Chromium has a SpeechRecognition constructor; these journeys remove it, as in Firefox. */
async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
}

async function openAssistant(page: Page, openLabel: string, botName: string) {
  const launcher = page.getByRole("button", { name: openLabel });
  // The launcher is server-rendered; it works once the page is hydrated.
  await expect(launcher).toHaveAttribute("data-ready", "true");
  await launcher.click();
  const panel = page.getByRole("dialog", { name: botName });
  await expect(panel).toBeVisible();
  return { launcher, panel };
}

const journeys = [
  {
    lang: "fr" as const,
    open: "Ouvrir l’assistant Tamkine",
    bot: "Assistant Tamkine",
    welcome: "Je suis l’assistant de la Fondation Tamkine",
    banner: "Navigateur non pris en charge",
    bannerText:
      "La reconnaissance vocale n’est pas prise en charge par ce navigateur. Veuillez utiliser un autre navigateur.",
    microphone: "Dicter votre question",
    voice: "Voix",
    speak: "Lire la réponse à voix haute",
    input: "Votre question",
    question: "Quels sont vos horaires d'ouverture ?",
    fact: "du lundi au vendredi, de 9h à 18h",
    link: { name: "Contact", href: "/contacter-tamkine" },
    suggestions: "Suggestions...",
    suggestionList: "Questions suggérées",
    yes: "Oui",
    thanks: "Merci pour votre retour positif ! 😊",
  },
  {
    lang: "en" as const,
    open: "Open the Tamkine assistant",
    bot: "Tamkine Assistant",
    welcome: "I am the Tamkine Foundation's assistant",
    banner: "Browser Not Supported",
    bannerText: "Speech recognition is not supported in this browser. Please use a different browser.",
    microphone: "Dictate your question",
    voice: "Voice",
    speak: "Read the answer aloud",
    input: "Your question",
    question: "When is the next game?",
    fact: "Atlas Basketball Marrakech",
    link: { name: "Games", href: "/matchs" },
    suggestions: "Suggestions...",
    suggestionList: "Suggested questions",
    yes: "Yes",
    thanks: "Thank you for your positive feedback! 😊",
  },
  {
    lang: "ar" as const,
    open: "فتح مساعد تمكين",
    bot: "مساعد تمكين",
    welcome: "أنا مساعد مؤسسة تمكين",
    banner: "المتصفح غير مدعوم",
    bannerText: "التعرّف على الكلام غير مدعوم في هذا المتصفح. يرجى استخدام متصفح آخر.",
    microphone: "إملاء سؤالك بالصوت",
    voice: "الصوت",
    speak: "قراءة الجواب بصوت مسموع",
    input: "سؤالك",
    question: "ما هي قيم المؤسسة؟",
    fact: "قيم",
    link: { name: /./, href: "/nosValeurs" },
    suggestions: "اقتراحات...",
    suggestionList: "أسئلة مقترحة",
    yes: "نعم",
    thanks: "شكراً على تقييمك الإيجابي! 😊",
  },
];

test.describe.serial("chat assistant", () => {
  for (const journey of journeys) {
    test(`${journey.lang}: open, ask, follow a suggestion, rate, voice controls, Escape`, async ({
      page,
    }) => {
      await withoutSpeechRecognition(page);
      await page.goto(`/actualites?lng=${journey.lang}`);
      await expectLanguage(page, journey.lang);
      const { launcher, panel } = await openAssistant(page, journey.open, journey.bot);
      const log = panel.getByRole("log");
      await expect(log).toHaveAttribute("aria-live", "polite");
      await expect(log).toContainText(journey.welcome);

      // §8: the browser has no speech recognition.
      await expect(panel.getByText(journey.banner)).toBeVisible();
      await expect(panel.getByText(journey.bannerText)).toBeVisible();
      await expect(panel.getByRole("button", { name: journey.microphone })).toBeDisabled();
      await expect(panel.getByLabel(journey.voice, { exact: true })).toBeVisible();

      // Ask with the keyboard: Enter sends and clears the input.
      const input = panel.getByLabel(journey.input, { exact: true });
      await expect(input).toBeFocused();
      await input.fill(journey.question);
      await input.press("Enter");
      await expect(input).toHaveValue("");
      await expect(log).toContainText(journey.question);
      await expect(log).toContainText(journey.fact);
      const link = log
        .getByRole("link", { name: journey.link.name })
        .and(log.locator(`a[href="${journey.link.href}"]`));
      await expect(link.first()).toBeVisible();
      await expect(log.getByRole("button", { name: journey.speak }).last()).toBeVisible();
      // Blank text is ignored.
      await input.fill("   ");
      await input.press("Enter");
      await expect(log.getByRole("button", { name: journey.yes })).toHaveCount(1);

      // A suggestion from the dropdown is asked as it reads.
      await panel.getByRole("button", { name: journey.suggestions }).click();
      const suggestion = panel
        .getByRole("list", { name: journey.suggestionList })
        .getByRole("button")
        .first();
      const suggested = (await suggestion.textContent())!.trim();
      await suggestion.click();
      await expect(log.getByRole("listitem").filter({ hasText: suggested })).toHaveCount(1);
      await expect(log.getByRole("button", { name: journey.yes })).toHaveCount(2);

      // Oui on the first answer: the prompt goes and the §8 thanks comes.
      await log.getByRole("button", { name: journey.yes }).first().click();
      await expect(log).toContainText(journey.thanks);
      await expect(log.getByRole("button", { name: journey.yes })).toHaveCount(1);

      // Escape closes the panel and gives focus back to the launcher.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("the back office lists those questions; an unanswered one becomes a FAQ answer", async ({ page }) => {
    const dogQuestion = "Peut-on venir au centre avec son chien ?";
    const ask = async () => {
      const response = await page.request.post("/chat", { data: { message: dogQuestion, language: "fr" } });
      return ((await response.json()) as { response: string }).response;
    };
    expect(await ask()).toContain("/contacter-tamkine");

    await login(page);
    await page.goto("/admin/chat");
    const rows = page.getByTestId("chat-log-row");
    for (const journey of journeys)
      await expect(rows.filter({ hasText: journey.question }).first()).toBeVisible();
    let results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);

    await page.getByRole("link", { name: /Sans réponse/ }).click();
    await expect(page.getByRole("link", { name: /Sans réponse/ })).toHaveAttribute("aria-current", "page");
    const row = rows.filter({ hasText: dogQuestion }).first();
    await row.getByRole("button", { name: "Créer une entrée de FAQ" }).click();
    await expect(page).toHaveURL(/\/admin\/faq\?edit=\d+/);
    await expect(page.getByText("L’entrée de FAQ a été créée")).toBeVisible();
    await expect(page.getByLabel("Question (FR)")).toHaveValue(dogQuestion);
    await page
      .getByLabel("Réponse (FR)")
      .fill("Les chiens ne sont pas admis au centre, sauf les chiens guides.");
    await page.getByLabel("Publiée (utilisée par l’assistant)").check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Entrée de FAQ enregistrée.")).toBeVisible();
    await expect(page.getByTestId("faq-entry").filter({ hasText: dogQuestion })).toContainText("Publiée");
    results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);

    // The assistant follows the change within a few seconds, without a restart.
    await expect.poll(ask, { timeout: 15_000, intervals: [1000] }).toContain("Les chiens ne sont pas admis");
  });
});

test.describe("chat widget behaviour", () => {
  test("adds no chat code to a page until it is opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/actualites");
    const launcher = page.getByRole("button", { name: "Ouvrir l’assistant Tamkine" });
    await expect(launcher).toHaveAttribute("data-ready", "true");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("chat-panel"))).toBe(false);
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Assistant Tamkine" })).toBeVisible();
    expect(scripts.some((url) => url.includes("chat-panel"))).toBe(true);
  });

  test("with speech recognition, the microphone is offered and no banner shows", async ({ page }) => {
    await page.goto("/actualites");
    const { panel } = await openAssistant(page, "Ouvrir l’assistant Tamkine", "Assistant Tamkine");
    await expect(panel.getByRole("button", { name: "Dicter votre question" })).toBeEnabled();
    await expect(panel.getByText("Navigateur non pris en charge")).toHaveCount(0);
  });

  test("a failing or busy service keeps the question to send again, and the next send clears the message", async ({
    page,
  }) => {
    await page.route("**/chat", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/actualites");
    const { panel } = await openAssistant(page, "Ouvrir l’assistant Tamkine", "Assistant Tamkine");
    const input = panel.getByLabel("Votre question", { exact: true });
    await input.fill("Bonjour");
    await input.press("Enter");
    await expect(panel.getByRole("alert")).toHaveText("Une erreur est survenue. Veuillez réessayer.");
    await expect(input).toHaveValue("Bonjour");

    // A network address that sent too much is told so, and the question is not lost either.
    const busy = "Beaucoup de messages arrivent en ce moment depuis votre réseau. Réessayez dans 7 secondes.";
    await page.unroute("**/chat");
    await page.route("**/chat", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "7" },
        body: JSON.stringify({ error: busy }),
      }),
    );
    await input.press("Enter");
    await expect(panel.getByRole("alert")).toHaveText(busy);
    await expect(input).toHaveValue("Bonjour");
    await expect(panel.getByRole("log").getByText("Bonjour", { exact: true })).toHaveCount(0);

    await page.unroute("**/chat");
    await input.press("Enter");
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(input).toHaveValue("");
    await expect(panel.getByRole("log").getByRole("button", { name: "Oui" })).toHaveCount(1);
  });

  test("the launcher is dragged within the viewport, and moved with the arrow keys", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto("/actualites");
    const launcher = page.getByRole("button", { name: "Ouvrir l’assistant Tamkine" });
    await expect(launcher).toHaveAttribute("data-ready", "true");
    const box = (await launcher.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(-500, -500, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBe(0);
    expect((await launcher.boundingBox())!.y).toBe(0);
    // The drag did not open the panel.
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(32, 32);
    await page.mouse.down();
    await page.mouse.move(5000, 5000, { steps: 5 });
    await page.mouse.up();
    // Bounds of a 100×100 box: its top-left corner stops 100 px from the right and bottom edges.
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBe(900);
    expect((await launcher.boundingBox())!.y).toBe(600);

    await launcher.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBe(890);
    expect((await launcher.boundingBox())!.y).toBe(550);
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Assistant Tamkine" });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.width).toBe(350);
    expect(panelBox.height).toBe(500);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1000);
  });

  for (const lang of ["fr", "ar"] as const) {
    test(`axe finds no violation with the panel open (${lang})`, async ({ page }) => {
      await withoutSpeechRecognition(page);
      await page.goto(`/actualites?lng=${lang}`);
      const open = lang === "fr" ? "Ouvrir l’assistant Tamkine" : "فتح مساعد تمكين";
      const bot = lang === "fr" ? "Assistant Tamkine" : "مساعد تمكين";
      const { panel } = await openAssistant(page, open, bot);
      const input = panel.getByLabel(lang === "fr" ? "Votre question" : "سؤالك", { exact: true });
      await input.fill(lang === "fr" ? "Quel est le prochain match ?" : "متى المباراة القادمة؟");
      await input.press("Enter");
      await expect(panel.getByRole("log").getByRole("link").first()).toBeVisible();
      await panel.getByRole("button", { name: lang === "fr" ? "Suggestions..." : "اقتراحات..." }).click();
      const results = await new AxeBuilder({ page })
        .include("[data-chat-launcher]")
        .include('[data-testid="chat-panel"]')
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});

/**
 * Content the assistant has never seen (decision 021): an item published through the API is answered
 * within seconds, by its name in another language, in the visitor's language, and in Darija; a question
 * no page answers for sure gets pages to read. Each journey asks from an address of its own, so that
 * the chat's limit per address counts its questions alone.
 */
test.describe("the assistant on new content", () => {
  // One at a time: the three journeys publish workshops with the same name but its number, and two of
  // them published at once would make each name ambiguous for the other's questions.
  test.describe.configure({ mode: "serial" });
  let token = "";
  test.beforeAll(async ({ playwright }) => {
    const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const answer = await context.post("/api/login/", { data: E2E_ADMIN });
    expect(answer.status()).toBe(200);
    token = ((await answer.json()) as { access: string }).access;
    await context.dispose();
  });

  const newContent = [
    {
      lang: "fr" as const,
      address: "198.51.100.31",
      open: "Ouvrir l’assistant Tamkine",
      bot: "Assistant Tamkine",
      input: "Votre question",
      nameIn: "en" as const,
      ask: (name: string) => `Parlez-moi de ${name}`,
      uncertain: "Quels projets menez-vous avec les écoles ?",
      notSure: "Je ne suis pas certain de la réponse",
      suggestion: "Parlez-moi de « Nos partenaires »",
    },
    {
      lang: "en" as const,
      address: "198.51.100.32",
      open: "Open the Tamkine assistant",
      bot: "Tamkine Assistant",
      input: "Your question",
      nameIn: "fr" as const,
      ask: (name: string) => `What is the ${name}?`,
      uncertain: "What do you offer young people at weekends?",
      notSure: "I am not sure of the answer",
      suggestion: "Tell me about “Investing in young people”",
    },
    {
      lang: "ar" as const,
      address: "198.51.100.33",
      open: "فتح مساعد تمكين",
      bot: "مساعد تمكين",
      input: "سؤالك",
      nameIn: "en" as const,
      ask: (name: string) => `حدثني عن ${name}`,
      uncertain: "ما هي الأنشطة المتاحة للشباب يوم السبت؟",
      notSure: "لست متأكداً من الجواب",
      suggestion: "حدثني عن «فرقنا»",
    },
  ];

  for (const journey of newContent) {
    test(`${journey.lang}: a new item by its name in another language, in Darija, and pages when unsure`, async ({
      page,
    }) => {
      const headers = { "X-Forwarded-For": journey.address };
      await page.setExtraHTTPHeaders(headers);
      await withoutSpeechRecognition(page);
      // A made-up workshop nobody has seen, named differently in each language.
      // A number, as item names carry one (a year, an edition): a run of random letters is a word no
      // visitor would type, which the typo tolerance may read as another word.
      const tag = String(Date.now() % 1_000_000);
      const names = {
        fr: `Atelier de calligraphie Qalam ${tag}`,
        en: `Qalam calligraphy workshop ${tag}`,
        ar: `ورشة الخط العربي قلم ${tag}`,
      };
      const created = await page.request.post("/api/activities/", {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          title_fr: names.fr,
          title_en: names.en,
          title_ar: names.ar,
          comment_fr:
            "Chaque jeudi de 18h à 20h, un maître calligraphe initie les collégiens à l’écriture arabe.",
          comment_en:
            "Every Thursday from 6 pm to 8 pm, a master calligrapher teaches Arabic script to pupils.",
          comment_ar: "كل خميس من الساعة 18 إلى 20، يعلّم خطاط متمرس تلاميذ الإعدادي الكتابة بالخط العربي.",
          is_published: true,
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // Published a moment ago: answered within 5 seconds, by its name in another language.
      const question = journey.ask(names[journey.nameIn]);
      const ask = async (message: string) => {
        const response = await page.request.post("/chat", {
          headers,
          data: { message, language: journey.lang },
        });
        return (await response.json()) as { response: string; language: string };
      };
      // Twice in a row: the host's workers take turns, and each must know the item.
      await expect
        .poll(
          async () =>
            (await ask(question)).response.includes(names[journey.lang]) &&
            (await ask(question)).response.includes(names[journey.lang]),
          { timeout: 5_000, intervals: [500] },
        )
        .toBe(true);

      await page.goto(`/actualites?lng=${journey.lang}`);
      const { panel } = await openAssistant(page, journey.open, journey.bot);
      const log = panel.getByRole("log");
      const input = panel.getByLabel(journey.input, { exact: true });

      // The name in another language: the answer is in the page's language, with the item's page.
      await input.fill(question);
      await input.press("Enter");
      await expect(log.getByRole("listitem").last()).toContainText(names[journey.lang]);
      await expect(log.locator('a[href="/activities"]').last()).toBeVisible();

      // Darija, whatever the page's language: answered in Arabic, about the same item.
      await input.fill(`واش كاينة ${names.ar}؟`);
      await input.press("Enter");
      await expect(log.getByRole("listitem").last()).toContainText("يعلّم خطاط متمرس");

      // No page is sure: it says so and offers pages, as links and as suggestions.
      await input.fill(journey.uncertain);
      await input.press("Enter");
      const unsure = log.getByRole("listitem").last();
      await expect(unsure).toContainText(journey.notSure);
      expect(await unsure.getByRole("link").count()).toBeGreaterThanOrEqual(2);
      await panel
        .getByRole("button", { name: "Suggestions..." })
        .or(panel.getByRole("button", { name: "اقتراحات..." }))
        .click();
      await expect(panel.getByRole("button", { name: journey.suggestion })).toBeVisible();

      // Deleted: no longer answered within 5 seconds.
      const deleted = await page.request.delete(`/api/activities/${id}/`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(deleted.status()).toBe(204);
      await expect
        .poll(async () => (await ask(question)).response, { timeout: 5_000, intervals: [500] })
        .not.toContain(names[journey.lang]);
    });
  }

  test("a text that exists only in French is marked as French in an English answer", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.34" });
    await withoutSpeechRecognition(page);
    const title = `Cours de théâtre Masrah ${Date.now() % 1_000_000}`;
    const created = await page.request.post("/api/activities/", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title_fr: title,
        comment_fr: "Le samedi matin, une troupe prépare avec les lycéens un spectacle de fin d’année.",
        is_published: true,
      },
    });
    expect(created.status()).toBe(201);
    const ask = async () => {
      const response = await page.request.post("/chat", {
        headers: { "X-Forwarded-For": "198.51.100.34" },
        data: { message: title, language: "en" },
      });
      return ((await response.json()) as { response: string }).response.includes(title);
    };
    // Twice in a row: the host's workers take turns, and each must know the item.
    await expect
      .poll(async () => (await ask()) && (await ask()), { timeout: 5_000, intervals: [500] })
      .toBe(true);
    await page.goto("/actualites?lng=en");
    const { panel } = await openAssistant(page, "Open the Tamkine assistant", "Tamkine Assistant");
    const input = panel.getByLabel("Your question", { exact: true });
    await input.fill(`Tell me about the ${title}`);
    await input.press("Enter");
    const answer = panel.getByRole("log").getByRole("listitem").last();
    await expect(answer.locator('span[lang="fr"][dir="ltr"]').filter({ hasText: title })).toBeVisible();
    await expect(answer.locator('span[lang="fr"]').filter({ hasText: "une troupe prépare" })).toBeVisible();
  });
});
