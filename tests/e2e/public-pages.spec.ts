import { expect, test } from "@playwright/test";
import { E2E_CONTACT_PHONE } from "../../playwright.config";
import { expectLanguage } from "./support";

/**
 * A visitor's journey over every public screen of §2 with its states (loaded, searching, empty,
 * reloading), in French and in Arabic, plus reading without JavaScript.
 */
test.describe.configure({ mode: "parallel" });

test.describe("news", () => {
  test("/actualites: headline with read more/less, search, empty state, clear, refresh, error and retry", async ({
    page,
  }) => {
    await page.goto("/actualites");
    await expectLanguage(page, "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    const featured = page.locator("article").first();
    await expect(featured.getByText("À la une")).toBeVisible();
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(
      "Victoire à domicile face à l’Étoile de Rabat (78-71)",
    );

    const readMore = featured.getByRole("button", { name: /^Lire la suite/ });
    await expect(readMore).toHaveAttribute("aria-expanded", "false");
    await expect(featured.getByText(/Prochain rendez-vous/)).toBeHidden();
    // The page carries the beginning of each text; the rest comes when a reader expands it.
    expect(await (await page.request.get("/actualites")).text()).not.toContain("Prochain rendez-vous");
    await readMore.click();
    await expect(featured.getByRole("button", { name: /^Réduire/ })).toHaveAttribute("aria-expanded", "true");
    await expect(featured.getByText(/Prochain rendez-vous/)).toBeVisible();

    // The grid: 9 cards on page 1, a pager, per-card expand.
    const grid = page.getByRole("region", { name: "Plus d'actualités" });
    await expect(grid.locator("article")).toHaveCount(9);
    await grid
      .locator("article")
      .first()
      .getByRole("button", { name: /^Lire la suite/ })
      .click();
    await expect(
      grid
        .locator("article")
        .first()
        .getByRole("button", { name: /^Réduire/ }),
    ).toBeVisible();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("À la une")).toBeHidden();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" }).click();
    await expect(page.getByText("À la une")).toBeVisible();

    const search = page.getByLabel("Rechercher une actualité");
    // The search runs on the server (every article, not only this page's), then the address follows it.
    await search.fill("TUTORAT");
    await expect(page).toHaveURL(/[?&]q=TUTORAT/);
    await expect(page.locator("article h2").first()).toContainText(/tutorat/i);
    await search.fill("basket-ball sous-marin");
    await expect(
      page.getByRole("status").filter({ hasText: "Aucun résultat trouvé pour « basket-ball sous-marin »" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).last().click();
    await expect(search).toHaveValue("");
    await expect(page.getByText("À la une")).toBeVisible();

    // Refresh reloads the data in place.
    await page.getByRole("button", { name: "Actualiser" }).click();
    await expect(page.getByRole("button", { name: "Actualiser" })).toBeEnabled();
    await expect(page.getByText("À la une")).toBeVisible();

    // The server cannot be reached during a refresh: the error state, then a retry that works.
    await page.route("**/actualites.data*", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Actualiser" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Erreur lors du chargement des actualités." });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("HTTP 500");
    await page.unroute("**/actualites.data*");
    await alert.getByRole("link", { name: "Réessayer" }).click();
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(page.getByText("À la une")).toBeVisible();
  });

  test("/actualites in Arabic: the error state and its retry speak Arabic", async ({ page }) => {
    await page.goto("/actualites?lng=ar");
    await expectLanguage(page, "ar");
    await page.route("**/actualites.data*", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "تحديث" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "حدث خطأ أثناء تحميل الأخبار." });
    await expect(alert).toContainText("خطأ HTTP 500");
    await page.unroute("**/actualites.data*");
    await alert.getByRole("link", { name: "إعادة المحاولة" }).click();
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("article: image, title, date, content, social cards; unknown article is a 404 with the spec's message", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page.getByText("À la une")).toBeVisible();
    await page.locator("article").first().getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/blogdetail\/victoire-a-domicile-face-a-etoile-de-rabat_\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Victoire à domicile face à l’Étoile de Rabat (78-71)",
    );
    await expect(page.locator("main time")).toHaveText(/\d{4}/);
    await expect(page.locator("main img").first()).toHaveAttribute("srcset", /480w/);
    await expect(page.getByText(/Prochain rendez-vous/)).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http.+\/media\/.+\.(jpg|png)$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blogdetail\/.+_\d+\?lng=fr$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\?lng=ar$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "NewsArticle" });

    const response = await page.goto("/blogdetail/article-inconnu_999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Le blog demandé n'existe pas." })).toBeVisible();
    expect((await page.request.get("/blogdetail/sans-id", { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe("foundation pages", () => {
  test("president: alternating entries, §9 intro with read more, draggable image with reset", async ({
    page,
  }) => {
    await page.goto("/motPresident");
    await expect(page.getByRole("heading", { level: 1, name: "Mot du Président" })).toBeVisible();
    const entries = page.locator("main article");
    await expect(entries).toHaveCount(3);
    const first = entries.first();
    await expect(first.getByText(/Ensemble, continuons à ouvrir des portes/)).toBeHidden();
    await first.getByRole("button", { name: /^Lire la suite/ }).click();
    await expect(first.getByText(/Ensemble, continuons à ouvrir des portes/)).toBeVisible();

    const image = first.getByRole("group", { name: "Le mot du président" });
    const reset = first.getByRole("button", { name: "Réinitialiser la position" });
    await expect(reset).toBeDisabled();
    await image.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect(image).toHaveAttribute("data-offset", "16,16");
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 10, { steps: 4 });
    await page.mouse.up();
    await expect(image).toHaveAttribute("data-offset", "76,26");
    await reset.click();
    await expect(image).toHaveAttribute("data-offset", "0,0");
  });

  test("foundation, values, the 2 latest missions, the latest team message, who we are with the map", async ({
    page,
  }) => {
    await page.goto("/fondation");
    await expect(page.locator("main article")).toHaveCount(3);
    await page.goto("/nosValeurs");
    await expect(page.getByRole("heading", { level: 2, name: "Intégrité" })).toBeVisible();
    await page.goto("/nosMissions");
    await expect(page.locator("main article")).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 2, name: "Mobiliser la communauté" })).toBeVisible();
    await page.goto("/notreEquipe");
    await expect(page.getByRole("heading", { level: 2, name: "Merci à nos bénévoles" })).toBeVisible();

    await page.goto("/qui-sommes-nous-");
    await expect(page.getByRole("img", { name: /Plan d'accès : Centre Tamkine/ })).toBeVisible();
    const enlarge = page.getByRole("button", { name: "Agrandir la carte" });
    await enlarge.click();
    const dialog = page.getByRole("dialog", { name: "Où nous trouver" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fermer" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });
});

test.describe("programmes, platforms, activities, partners, matches", () => {
  test("programmes and platforms: search, read more, visit in a new tab, added-on date, contact", async ({
    page,
  }) => {
    await page.goto("/programs");
    await expect(page.locator("main article")).toHaveCount(6);
    await page.getByLabel("Rechercher un programme").fill("bourses");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Calendrier" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute(
      "href",
      "/contacter-tamkine",
    );

    await page.goto("/plateforms");
    const card = page.locator("main article").filter({ hasText: "Plateforme de tutorat" });
    await expect(card.getByText(/^Ajoutée le \d+ \S+ \d{4}$/)).toBeVisible();
    await expect(
      card.getByRole("link", { name: /Visiter la plateforme Plateforme de tutorat/ }),
    ).toHaveAttribute("target", "_blank");
    await page.getByLabel("Rechercher une plateforme").fill("zzzz");
    await expect(page.getByText("Aucune plateforme ne correspond à votre recherche.")).toBeVisible();
  });

  test("activities: covers, locale dates, details in a modal, no-result state with clear", async ({
    page,
  }) => {
    await page.goto("/activities");
    await expect(page.getByRole("heading", { level: 1, name: "Nos activités" })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(6);
    await page.getByRole("button", { name: /Voir les détails : Atelier de robotique/ }).click();
    const dialog = page.getByRole("dialog", { name: "Atelier de robotique" });
    await expect(dialog.getByText(/élèves ingénieurs/)).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel("Rechercher une activité").fill("écriture");
    await expect(page.locator("main article")).toHaveCount(1);
    await page.getByLabel("Rechercher une activité").fill("équitation");
    await expect(page.getByText("Aucune activité ne correspond à votre recherche.")).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).last().click();
    await expect(page.locator("main article")).toHaveCount(6);
  });

  test("media partners: four filters with 'Tous', combined with the search, clear-all", async ({ page }) => {
    await page.goto("/mediaPartenaire");
    await expect(page.locator("main article")).toHaveCount(6);
    const category = page.getByLabel("Catégorie");
    await expect(category.locator("option")).toHaveText(["Tous", "Presse", "Radio", "Télévision", "Web"]);
    await expect(page.getByLabel("Année").locator("option").nth(1)).toHaveText("2018");
    await expect(page.getByLabel("Mois").locator("option").nth(1)).toHaveText("janvier");
    await category.selectOption("Radio");
    await expect(page.locator("main article")).toHaveCount(2);
    await page.getByLabel("Ville").first().isVisible();
    await page.getByLabel("Rechercher un partenaire").fill("fès");
    await expect(page.locator("main article")).toHaveCount(1);
    await page.getByLabel("Activité").selectOption("Éducation");
    await expect(page.getByText("Aucun partenaire ne correspond à votre recherche.")).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(page.locator("main article")).toHaveCount(6);
    await expect(category).toHaveValue("tous");
  });

  test("matches: upcoming and results, scores default to 0, HH:MM time, search, SportsEvent data", async ({
    page,
  }) => {
    await page.goto("/matchs");
    const upcoming = page.getByRole("region", { name: "Prochains matchs" });
    const results = page.getByRole("region", { name: "Résultats" });
    await expect(upcoming.locator("article")).toHaveCount(3);
    await expect(results.locator("article")).toHaveCount(4);
    await expect(upcoming.locator("article").first()).toContainText("Score : 0 à 0");
    await expect(upcoming.locator("article").first()).toContainText(/· 18:30/);
    await expect(results.locator("article").first()).toContainText("78 – 71");
    await page.getByLabel("Rechercher un match").fill("rabat");
    await expect(page.locator("main article")).toHaveCount(1);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.map((text) => JSON.parse(text)["@type"])).toContain("SportsEvent");
  });
});

test.describe("media", () => {
  test("videos: player, watch another, YouTube embed on demand, full-screen modal locking scroll, empty state", async ({
    page,
  }) => {
    await page.goto("/videotheque");
    const player = page.getByRole("region", { name: "Vidéo sélectionnée" });
    await expect(player).toContainText("Résumé : Tamkine – Étoile de Rabat (78-71)");
    await page.getByRole("link", { name: /^Regarder : Dans les coulisses du tutorat/ }).click();
    await expect(player).toContainText("Dans les coulisses du tutorat");
    await player.getByRole("link", { name: /Lire la vidéo Dans les coulisses du tutorat/ }).click();
    await expect(player.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Tut0rat2Cas?autoplay=1&rel=0",
    );

    await page.getByRole("button", { name: /^Plein écran : Cérémonie des lauréats/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cérémonie des lauréats" });
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/Laur3ats42x/,
    );
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

    await page.getByRole("button", { name: /^Plein écran : Visite virtuelle/ }).click();
    await expect(page.getByRole("dialog").locator("video")).toHaveAttribute("src", /visite-du-centre\.mp4$/);
    await page.getByRole("dialog").getByRole("button", { name: "Fermer" }).click();

    await page.getByLabel("Rechercher une vidéo").fill("handball");
    await expect(page.getByText("Aucun résultat trouvé pour « handball »")).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).last().click();
    await expect(page.getByRole("region", { name: "Toutes les vidéos" }).locator("article")).toHaveCount(6);
  });

  test("photos: grid and timeline, zoom overlay closed by a click, show more/less, refresh disabled while refreshing", async ({
    page,
  }) => {
    await page.goto("/phototheque");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    await page.getByRole("button", { name: "Voir plus (+2)" }).click();
    await expect(cards).toHaveCount(8);
    await page.getByRole("button", { name: "Voir moins" }).click();
    await expect(cards).toHaveCount(6);

    await page.getByRole("button", { name: "Chronologie" }).click();
    await expect(page.getByRole("button", { name: "Chronologie" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("main ol h2").first()).toHaveText(/\d{4}/);

    await page.getByRole("link", { name: /^Agrandir la photo Échauffement avant le match/ }).click();
    const overlay = page.getByRole("dialog", { name: "Échauffement avant le match" });
    await expect(overlay.getByRole("img", { name: "Échauffement avant le match" })).toBeVisible();
    await overlay.click({ position: { x: 10, y: 300 } });
    await expect(overlay).toBeHidden();

    // Refresh is disabled while the data reloads.
    let release: () => void = () => {};
    await page.route("**/phototheque.data*", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const refresh = page.getByRole("button", { name: "Actualiser" });
    await refresh.click();
    await expect(page.getByRole("button", { name: "Actualisation…" })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toBeVisible();
    release();
    await expect(refresh).toBeEnabled();
    await page.unroute("**/phototheque.data*");

    await page.getByLabel("Rechercher une photo").fill("xylophone");
    await expect(page.getByText("Aucune photo trouvée")).toBeVisible();
  });

  test("documents: grid/list, description cut with see more, draggable card with reset, download in a new tab", async ({
    page,
  }) => {
    await page.goto("/document");
    const card = page
      .locator("main article")
      .filter({ hasText: "Règlement intérieur du Tamkine Basket Club" });
    await expect(card.getByRole("link", { name: /Télécharger Règlement intérieur/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(card.getByRole("link", { name: /Télécharger/ })).toHaveAttribute(
      "href",
      /^\/media\/.+\.pdf$/,
    );
    await page.getByRole("button", { name: "Liste" }).click();
    await expect(page.getByRole("button", { name: "Liste" })).toHaveAttribute("aria-pressed", "true");

    const group = page.getByRole("group", { name: "Rapport d’activité annuel" });
    await group.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(group).toHaveAttribute("data-offset", "-16,0");
    await page
      .locator("li")
      .filter({ has: group })
      .getByRole("button", { name: "Réinitialiser la position" })
      .click();
    await expect(group).toHaveAttribute("data-offset", "0,0");

    await page.getByLabel("Rechercher un document").fill("methodologie");
    await expect(page.locator("main article")).toHaveCount(1);
    await page.getByLabel("Rechercher un document").fill("inexistant");
    await expect(page.getByText("Aucun document trouvé")).toBeVisible();
  });

  test("reduced motion: no transitions, and the videos' back-to-top jumps at once", async ({ browser }) => {
    const durationOf = (element: Element) => parseFloat(getComputedStyle(element).transitionDuration);
    for (const reducedMotion of ["reduce", "no-preference"] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/phototheque");
      // The photo cards' zoom-on-hover transition.
      const duration = await page.locator("main article img").first().evaluate(durationOf);
      if (reducedMotion === "reduce") expect(duration).toBeLessThan(0.001);
      else expect(duration).toBeGreaterThan(0.05);

      await page.goto("/videotheque");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // How the page asks to scroll: smoothly, unless the visitor asked for reduced motion.
      await page.evaluate(() => {
        const scrollTo = window.scrollTo.bind(window);
        const asked: unknown[] = [];
        Object.assign(window, { scrollsAsked: asked });
        window.scrollTo = ((options: ScrollToOptions) => {
          asked.push(options.behavior);
          scrollTo(options);
        }) as typeof window.scrollTo;
      });
      await page.getByRole("link", { name: "Retour en haut" }).click();
      expect(
        await page.evaluate(() => (window as unknown as { scrollsAsked: unknown[] }).scrollsAsked),
      ).toEqual([reducedMotion === "reduce" ? "auto" : "smooth"]);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    }
  });

  test("documents cut near 100 characters on a narrow screen with see more", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/document");
    const card = page.locator("main article").filter({ hasText: "Guide des bourses d’excellence" });
    const text = card.locator("p[id]").first();
    await expect(text.locator("[data-more]")).toBeHidden();
    // The cut follows the screen width once the page has hydrated.
    await expect.poll(async () => (await text.innerText()).replace("…", "").length).toBeLessThanOrEqual(101);
    await card.getByRole("button", { name: /^Voir plus/ }).click();
    await expect(text).toContainText("avant de déposer un dossier.");
    await context.close();
  });
});

test.describe("other pages and the site search", () => {
  test("categories, sports placeholder, footer pages from the database, search grouped by type", async ({
    page,
  }) => {
    await page.goto("/categories");
    await expect(page.getByRole("link", { name: /Actualités\s*\d+ contenus/ })).toHaveAttribute(
      "href",
      "/actualites",
    );
    await page.goto("/sports");
    await expect(page.locator("main li")).toHaveCount(4);
    await page.goto("/club");
    await expect(page.getByRole("heading", { level: 1, name: "Le club" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();

    await page.goto("/search?q=ACADEMIE");
    await expect(page.getByRole("heading", { level: 2, name: /^Actualités/ })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Académie U15 : journée de détection pour les jeunes talents" }),
    ).toHaveAttribute("href", /\/blogdetail\/academie-u15-journee-de-detection_\d+/);
    await page.getByLabel("Rechercher sur le site").fill("handball sous-marin");
    await page.getByRole("main").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=handball/);
    await expect(page.getByText("Aucun résultat trouvé pour « handball sous-marin »")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("/contacter-tamkine: e-mail, phone, opening-hours and address cards, in French and in Arabic", async ({
    page,
  }) => {
    await page.goto("/contacter-tamkine");
    const cards = page.getByRole("region", { name: "Nos coordonnées" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0).getByRole("heading", { name: "E-mail" })).toBeVisible();
    await expect(cards.nth(1).getByRole("link", { name: E2E_CONTACT_PHONE })).toHaveAttribute(
      "href",
      "tel:+212522000000",
    );
    await expect(cards.nth(2)).toContainText("Du lundi au vendredi, de 9h à 18h");
    await expect(cards.nth(3)).toContainText("Centre Tamkine, Casablanca, Maroc");

    await page.goto("/contacter-tamkine?lng=ar");
    await expectLanguage(page, "ar");
    const arabic = page.getByRole("region", { name: "معلومات الاتصال" }).getByRole("listitem");
    await expect(arabic).toHaveCount(4);
    await expect(arabic.nth(1).getByRole("heading", { name: "الهاتف" })).toBeVisible();
    await expect(arabic.nth(1).getByRole("link", { name: E2E_CONTACT_PHONE })).toBeVisible();
    await expect(arabic.nth(3)).toContainText("مركز تمكين، الدار البيضاء، المغرب");
  });
});

test.describe("in Arabic", () => {
  test("news, matches, photos and the president's page speak Arabic, mirrored", async ({ page }) => {
    await page.goto("/actualites?lng=ar");
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "الأخبار" })).toBeVisible();
    await expect(page.getByText("في الواجهة")).toBeVisible();
    await expect(page.locator("main article h2").first()).toHaveText("فوز على أرضنا أمام نجم الرباط (78-71)");
    await page.getByLabel("البحث في الأخبار").fill("غير موجود إطلاقا");
    await expect(page.getByText("لا يوجد مقال يطابق بحثك.")).toBeVisible();
    await page.getByRole("button", { name: "مسح البحث" }).last().click();
    // The search icon sits at the start, which is the right in Arabic.
    const input = await page.getByLabel("البحث في الأخبار").boundingBox();
    const icon = await page.locator("form[role=search] svg").first().boundingBox();
    expect(icon!.x).toBeGreaterThan(input!.x + input!.width / 2);

    await page.goto("/matchs?lng=ar");
    await expect(page.getByRole("heading", { level: 2, name: "المباريات القادمة" })).toBeVisible();
    await expect(page.locator("main article").first()).toContainText("نادي تمكين لكرة السلة");

    await page.goto("/phototheque?lng=ar");
    await page.getByRole("button", { name: "خط زمني" }).click();
    await page
      .getByRole("link", { name: /^تكبير الصورة/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.goto("/motPresident?lng=ar");
    await expect(page.getByRole("heading", { level: 1, name: "كلمة الرئيس" })).toBeVisible();
    await page
      .locator("main article")
      .first()
      .getByRole("button", { name: /^اقرأ المزيد/ })
      .click();
    await expect(
      page
        .locator("main article")
        .first()
        .getByText(/معاً، لنواصل فتح الأبواب/),
    ).toBeVisible();

    await page.goto("/videotheque?lng=ar");
    await page
      .getByRole("button", { name: /^ملء الشاشة/ })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "إغلاق" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "إغلاق" }).click();

    await page.goto("/blogdetail/inconnu_999999?lng=ar");
    await expect(page.getByRole("heading", { name: "المقال المطلوب غير موجود." })).toBeVisible();
  });
});

test.describe("in Arabic, the other screens", () => {
  test("programmes, platforms and activities: search, no-result state and its clear, details, ar-MA dates", async ({
    page,
  }) => {
    await page.goto("/programs?lng=ar");
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "برامجنا" })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(6);
    await page.getByLabel("البحث في البرامج").fill("المنح");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.locator("main article h2")).toHaveText("المنح الدراسية");
    await page.getByLabel("البحث في البرامج").fill("غولف");
    await expect(page.getByText("لا يوجد برنامج يطابق بحثك.")).toBeVisible();
    await page.getByRole("button", { name: "مسح البحث" }).last().click();
    await expect(page.locator("main article")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "الجدول الزمني" }).getByRole("listitem")).toHaveCount(3);

    await page.goto("/plateforms?lng=ar");
    const tutoring = page.locator("main article").filter({ hasText: "منصة الدعم المدرسي" });
    // Dates in ar-MA: Arabic month names, Western digits.
    await expect(tutoring.getByText(/^أضيفت في \d+ \S+ \d{4}$/)).toBeVisible();
    await expect(
      tutoring.getByRole("link", { name: "زيارة منصة منصة الدعم المدرسي (علامة تبويب جديدة)" }),
    ).toHaveAttribute("target", "_blank");
    await page.getByLabel("البحث في المنصات").fill("غولف");
    await expect(page.getByText("لا توجد منصة تطابق بحثك.")).toBeVisible();

    await page.goto("/activities?lng=ar");
    await expect(page.getByRole("heading", { level: 1, name: "أنشطتنا" })).toBeVisible();
    await page.getByRole("button", { name: "عرض التفاصيل: ورشة الروبوتيك" }).click();
    const dialog = page.getByRole("dialog", { name: "ورشة الروبوتيك" });
    await expect(dialog.getByRole("button", { name: "إغلاق" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByLabel("البحث في الأنشطة").fill("الكتابة");
    await expect(page.locator("main article")).toHaveCount(1);
    await page.getByLabel("البحث في الأنشطة").fill("الفروسية");
    await expect(page.getByText("لا يوجد نشاط يطابق بحثك.")).toBeVisible();
    await page.getByRole("button", { name: "مسح البحث" }).last().click();
    await expect(page.locator("main article")).toHaveCount(6);
  });

  test("media partners and documents: filters with 'الكل', clear-all, untranslated texts marked French and laid out left to right", async ({
    page,
  }) => {
    await page.goto("/mediaPartenaire?lng=ar");
    await expect(page.locator("main article")).toHaveCount(6);
    const category = page.getByLabel("الفئة");
    await expect(category.locator("option").first()).toHaveText("الكل");
    // The categories are content without translations: French, and said to be.
    await expect(category.locator("option").nth(3)).toHaveAttribute("lang", "fr");
    await expect(page.getByLabel("الشهر").locator("option").nth(1)).toHaveText("يناير");
    await category.selectOption("Radio");
    await expect(page.locator("main article")).toHaveCount(2);
    await expect(page.locator("main article h2").first()).not.toHaveAttribute("lang", /./);
    await page.getByLabel("البحث عن شريك").fill("فاس");
    await expect(page.getByText("لا يوجد شريك يطابق بحثك.")).toBeVisible();
    await page.getByRole("button", { name: "مسح عوامل التصفية" }).click();
    await expect(page.locator("main article")).toHaveCount(6);
    await expect(category).toHaveValue("tous");

    await page.goto("/document?lng=ar");
    await expect(page.getByRole("heading", { level: 1, name: "مركز الوثائق" })).toBeVisible();
    const title = page.getByRole("heading", { level: 2, name: "Guide des bourses d’excellence" });
    // The French title is an isolated left-to-right run, on the right like the card's Arabic texts.
    await expect(title.locator("span")).toHaveAttribute("lang", "fr");
    await expect(title.locator("span")).toHaveAttribute("dir", "ltr");
    await expect(title).toHaveCSS("direction", "rtl");
    // A French paragraph reads left to right: its sentence ends on the right, where its full stop belongs.
    const card = page.locator("main article").filter({ has: title });
    await expect(card.locator("p[lang=fr]")).toHaveCSS("direction", "ltr");
    await page.getByRole("button", { name: "قائمة" }).click();
    await expect(page.getByRole("button", { name: "قائمة" })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByRole("link", { name: /^تحميل Guide des bourses/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.getByLabel("البحث عن وثيقة").fill("غير موجود");
    await expect(page.getByText("لم يتم العثور على أي وثيقة")).toBeVisible();
  });

  test("foundation pages, who we are with the map, categories, sports, a footer page and the site search", async ({
    page,
  }) => {
    await page.goto("/fondation?lng=ar");
    await expect(page.getByRole("heading", { level: 1, name: "مؤسسة تمكين" })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(3);
    await page.goto("/nosValeurs?lng=ar");
    await expect(page.getByRole("heading", { level: 2, name: "النزاهة" })).toBeVisible();
    const image = page.getByRole("group", { name: "التميز" });
    await image.focus();
    // Arrow keys move the picture the way they point, also in a right-to-left page.
    await page.keyboard.press("ArrowLeft");
    await expect(image).toHaveAttribute("data-offset", "-16,0");
    await page
      .locator("main article")
      .filter({ has: image })
      .getByRole("button", { name: "إعادة الموضع" })
      .click();
    await expect(image).toHaveAttribute("data-offset", "0,0");
    await page.goto("/nosMissions?lng=ar");
    await expect(page.locator("main article")).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 2, name: "تعبئة المجتمع" })).toBeVisible();
    await page.goto("/notreEquipe?lng=ar");
    await expect(page.getByRole("heading", { level: 2, name: "شكراً لمتطوعينا" })).toBeVisible();

    await page.goto("/qui-sommes-nous-?lng=ar");
    await page.getByRole("button", { name: "تكبير الخريطة" }).click();
    const map = page.getByRole("dialog", { name: "أين تجدوننا" });
    await expect(map.getByRole("img", { name: /خريطة الموقع: مركز تمكين/ })).toBeVisible();
    await map.getByRole("button", { name: "إغلاق" }).click();
    await expect(map).toBeHidden();
    await expect(page.getByRole("button", { name: "تكبير الخريطة" })).toBeFocused();

    await page.goto("/categories?lng=ar");
    // Counted with the Arabic plural forms ("16 عنصراً").
    await expect(
      page.getByRole("main").getByRole("link", { name: /^الأخبار\s*\d+ عنصراً$/ }),
    ).toHaveAttribute("href", "/actualites");
    await page.goto("/sports?lng=ar");
    await expect(page.locator("main li")).toHaveCount(4);
    await expect(page.getByText("كرة السلة", { exact: true })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "النادي" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "النادي" })).toBeVisible();
    await expectLanguage(page, "ar");

    await page.goto(`/search?q=${encodeURIComponent("الرباط")}&lng=ar`);
    await expect(page.getByRole("heading", { level: 2, name: /^الأخبار/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^المباريات/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "فوز على أرضنا أمام نجم الرباط (78-71)" })).toHaveAttribute(
      "href",
      /\/blogdetail\/.+_\d+/,
    );
    await page.getByLabel("البحث في الموقع").fill("غولف تحت الماء");
    await page.getByRole("main").getByRole("button", { name: "بحث" }).click();
    await expect(page.getByText("لا توجد نتائج لـ «غولف تحت الماء»")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Playwright's switch stops scripts but leaves the HTML parser's scripting flag on, so <noscript> and
  // `@media (scripting: none)` do not apply here as they do in a browser with scripts turned off; the
  // test checks that the whole text is in the page and that the rules revealing it are shipped.
  test("content is all in the page, searches and filters work through the server", async ({ page }) => {
    await page.goto("/motPresident");
    const entry = page.locator("main article").first();
    await expect(entry).toContainText("Ensemble, continuons à ouvrir des portes.");
    const styles = await page.locator("main style").first().textContent();
    expect(styles).toContain("@media (scripting:none){[data-more]{display:inline!important}");
    expect(await page.locator("main noscript").first().innerHTML()).toContain(
      "[data-js-only]{display:none!important}",
    );

    await page.goto("/actualites");
    await page.getByLabel("Rechercher une actualité").fill("bourses");
    await page.getByLabel("Rechercher une actualité").press("Enter");
    await expect(page).toHaveURL(/q=bourses/);
    await expect(page.locator("main article h2").first()).toContainText("Bourses");

    await page.goto("/mediaPartenaire?categorie=Radio");
    await expect(page.locator("main article")).toHaveCount(2);

    await page.goto("/phototheque?tout=1");
    await expect(page.locator("main article")).toHaveCount(8);

    await page.goto("/videotheque");
    await expect(page.getByRole("region", { name: "Vidéo sélectionnée" })).toBeVisible();
  });
});
