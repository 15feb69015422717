/**
 * A stand-in for the old system's REST API (spec §3 shapes, §7 paths), with its defects planted: the
 * news list only under /api/blog/, a list that answers only without its trailing slash, a paginated
 * list, HTML in text fields, a plain title instead of the French one, an item without its required
 * title, an item without an id, a relative image address, a missing image, a text file posing as an
 * image, an image that never arrives (time-out), inboxes behind a bearer token, an invalid e-mail.
 * Tests change `data` between runs to see an import update what changed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export const OLD_TOKEN = "old-admin-token";

type Item = Record<string, unknown>;

const image = (color: string, format: "png" | "jpeg" = "png") => {
  const canvas = sharp({ create: { width: 40, height: 30, channels: 3, background: color } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
};

export interface OldApiStandIn {
  base: string;
  /** The lists by §7 path (without /api/ and slashes): edit them to plant changes. */
  data: Record<string, Item[]>;
  /** Files by path under the base. */
  files: Map<string, Buffer>;
  /** Paths requested, in order (to see what the importer asked). */
  requests: string[];
  close(): Promise<void>;
}

/** The items each list starts with; `expected` in the tests is derived from them. */
export function oldData(base: string): Record<string, Item[]> {
  return {
    blog: [
      {
        id: 7,
        slug: "victoire-a-rabat",
        title_fr: "Victoire à Rabat",
        title_en: "Win in Rabat",
        title_ar: "فوز في الرباط",
        content_fr: "<p>Un <strong>beau</strong> match.</p><p>Bravo&nbsp;!</p>",
        content_en: "A fine match.",
        content_ar: "مباراة جميلة.",
        image: `${base}/media/news-7.png`,
        created_at: "2021-03-04T10:20:30Z",
      },
      // Some old pages read a plain title and content (§3): the French pair is empty.
      {
        id: 8,
        title: "Stage d'été",
        content: "Inscriptions ouvertes.",
        image: "",
        created_at: "2022-06-01T08:00:00+02:00",
      },
      // Defect: nothing to call it by (title_fr is required here) — skipped, reported.
      { id: 9, title_fr: "", content_fr: "Sans titre", created_at: "2022-07-01T00:00:00Z" },
      // Defect: no id — skipped, reported.
      { title_fr: "Orphelin", content_fr: "Pas d'identifiant" },
    ],
    missions: [
      {
        id: 1,
        title_fr: "Éduquer",
        title_en: "Educate",
        title_ar: "تعليم",
        content_fr: "Par le sport.",
        content_en: "Through sport.",
        content_ar: "بالرياضة.",
        created_at: "2020-01-02T03:04:05Z",
      },
      {
        id: 2,
        title_fr: "Inclure",
        title_en: "Include",
        title_ar: "إدماج",
        content_fr: "Tout le monde.",
        content_en: "Everyone.",
        content_ar: "الجميع.",
        created_at: "2020-02-03T04:05:06Z",
      },
    ],
    "team-messages": [
      {
        id: 3,
        title_fr: "Merci",
        title_en: "Thanks",
        title_ar: "شكرا",
        content_fr: "À tous.",
        content_en: "To all.",
        content_ar: "للجميع.",
        created_at: "2020-05-05T05:05:05Z",
      },
    ],
    motpresident: [
      {
        id: 4,
        titre_fr: "Le mot",
        titre_en: "The word",
        titre_ar: "الكلمة",
        description_fr: "Bienvenue.",
        description_en: "Welcome.",
        description_ar: "مرحبا.",
        image: "/media/president.jpg",
        created_at: "2019-09-09T09:09:09Z",
      },
    ],
    fondationtamkine: [
      {
        id: 5,
        title_fr: "Histoire",
        title_en: "History",
        title_ar: "تاريخ",
        description_fr: "Depuis 2010.",
        description_en: "Since 2010.",
        description_ar: "منذ 2010.",
        image: `${base}/media/foundation.png`,
        created_at: "2019-01-01T00:00:00Z",
      },
    ],
    valeurs: [
      {
        id: 6,
        titre_fr: "Respect",
        titre_en: "Respect",
        titre_ar: "احترام",
        description_fr: "Toujours.",
        description_en: "Always.",
        description_ar: "دائما.",
        image: null,
        created_at: "2019-02-02T00:00:00Z",
      },
    ],
    platformlinks: [
      {
        id: 10,
        title_fr: "Plateforme",
        title_en: "Platform",
        title_ar: "منصة",
        description_fr: "Cours en ligne.",
        description_en: "Courses.",
        description_ar: "دروس.",
        url: "https://learn.example.org/",
        icon: `${base}/media/icon.png`,
        added_at: "2018-08-08T08:08:08Z",
      },
    ],
    matches: [
      {
        id: 11,
        home_team_name_fr: "Tamkine",
        home_team_name_en: "Tamkine",
        home_team_name_ar: "تمكين",
        away_team_name_fr: "Rabat",
        away_team_name_en: "Rabat",
        away_team_name_ar: "الرباط",
        location_fr: "Stade",
        location_en: "Stadium",
        location_ar: "ملعب",
        description_fr: "",
        match_date: "2023-04-15",
        match_time: "15:30:00",
        home_score: 2,
        away_score: null,
        home_team_logo_url: `${base}/media/logo-home.png`,
        away_team_logo_url: "",
        banner_image_url: null,
        created_at: "2023-03-01T12:00:00Z",
      },
    ],
    videos: [
      {
        id: 12,
        title_fr: "Finale",
        title_en: "Final",
        title_ar: "النهائي",
        comment_fr: "Revoir",
        comment_en: "",
        comment_ar: "",
        lien_video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        cover_image: `${base}/media/cover.png`,
        created_at: "2023-05-05T10:00:00Z",
      },
    ],
    photos: [
      // §3: the image address may be relative to the base address.
      {
        id: 13,
        title_fr: "Équipe",
        title_en: "Team",
        title_ar: "الفريق",
        comment_fr: "",
        comment_en: "",
        comment_ar: "",
        image: "media/team.png",
        created_at: "2022-01-01T00:00:00Z",
      },
      // Defects: a missing image, a text file posing as one, an image that never arrives.
      { id: 14, title_fr: "Perdue", image: "/media/gone.png", created_at: "2022-01-02T00:00:00Z" },
      { id: 15, title_fr: "Fausse", image: "/media/not-an-image.png", created_at: "2022-01-03T00:00:00Z" },
      { id: 16, title_fr: "Lente", image: "/media/slow.png", created_at: "2022-01-04T00:00:00Z" },
    ],
    documents: [
      {
        id: 17,
        titre: "Rapport 2022",
        description: "Annuel",
        fichier: `${base}/media/rapport.pdf`,
        couverture: `${base}/media/rapport.png`,
        created_at: "2023-01-10T00:00:00Z",
      },
      // Defect: the required cover cannot be fetched — skipped, reported.
      {
        id: 18,
        titre: "Sans couverture",
        description: "",
        fichier: `${base}/media/rapport.pdf`,
        couverture: `${base}/media/gone.png`,
        created_at: "2023-01-11T00:00:00Z",
      },
    ],
    partenaires: [
      {
        id: 19,
        titre: "Radio Atlas",
        titre_fr: "",
        titre_en: "Atlas Radio",
        titre_ar: "",
        description: "Partenaire radio",
        description_fr: "",
        categorie: "radio",
        activite: "médias",
        ville: "Rabat",
        date_creation: "2015-06-01",
        site_url: "https://radio.example.org",
        video: "https://youtu.be/dQw4w9WgXcQ",
        couverture: null,
        created_at: "2021-01-01T00:00:00Z",
      },
    ],
    activities: [
      {
        id: 20,
        title_fr: "Atelier",
        title_en: "Workshop",
        title_ar: "ورشة",
        comment_fr: "Le samedi",
        comment_en: "",
        comment_ar: "",
        cover_photo: `${base}/media/activity.png`,
        created_at: "2022-10-10T10:10:10Z",
      },
    ],
    contact: [
      {
        id: 21,
        name: "Amina",
        email: "amina@example.org",
        subject: "Question",
        category: "support",
        message: "Bonjour <b>!</b>",
        created_at: "2021-11-11T11:11:11Z",
      },
    ],
    rejoindre: [
      {
        id: 22,
        nom: "Club Salé",
        email: "club@example.org",
        message: "Nous voulons rejoindre.",
        created_at: "2021-12-12T12:12:12Z",
      },
    ],
    community: [
      {
        id: 23,
        nom: "Bennani",
        prenom: "Sara",
        role: "benevole",
        tel: "0600000000",
        email: "sara@example.org",
        conditions: true,
        created_at: "2022-02-02T02:02:02Z",
      },
    ],
    newsletter: [
      { id: 24, name: "", email: "Reader@Example.org", message: "", created_at: "2020-12-01T00:00:00Z" },
      { id: 25, name: "", email: "pas-une-adresse", message: "", created_at: "2020-12-02T00:00:00Z" },
    ],
  };
}

/** Which list is served how: its path under /api/ and its defect. */
const LISTS: Record<string, { slash: "both" | "without"; paged?: boolean; token?: boolean }> = {
  blog: { slash: "both" },
  missions: { slash: "both", paged: true },
  "team-messages": { slash: "both" },
  motpresident: { slash: "both" },
  fondationtamkine: { slash: "both" },
  valeurs: { slash: "both" },
  platformlinks: { slash: "both" },
  matches: { slash: "both" },
  videos: { slash: "both" },
  photos: { slash: "both" },
  documents: { slash: "both" },
  // §7: "missing slash in one use" — this one only answers without it.
  partenaires: { slash: "without" },
  activities: { slash: "both" },
  contact: { slash: "both", token: true },
  rejoindre: { slash: "both", token: true },
  community: { slash: "both", token: true },
  newsletter: { slash: "both", token: true },
};

export async function startOldApi(): Promise<OldApiStandIn> {
  const files = new Map<string, Buffer>();
  const requests: string[] = [];
  let data: Record<string, Item[]> = {};
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(url.pathname + url.search);
    const send = (status: number, body: Buffer | string, type = "application/json") => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (url.pathname === "/media/slow.png") {
      // Never answers within the importer's time limit.
      setTimeout(() => send(200, files.get("/media/team.png")!, "image/png"), 3000).unref();
      return;
    }
    const file = files.get(url.pathname);
    if (file) return send(200, file, url.pathname.endsWith(".pdf") ? "application/pdf" : "image/png");
    const match = /^\/api\/([a-z-]+)(\/?)$/.exec(url.pathname);
    const list = match ? LISTS[match[1]!] : undefined;
    if (!match || !list || (list.slash === "without" && match[2] === "/"))
      return send(404, '{"detail":"Not found."}');
    if (list.token && request.headers.authorization !== `Bearer ${OLD_TOKEN}`)
      return send(401, '{"detail":"Authentication credentials were not provided."}');
    const items = data[match[1]!] ?? [];
    if (!list.paged) return send(200, JSON.stringify(items));
    // Django REST pagination, one item a page.
    const page = Number(url.searchParams.get("page") ?? "1");
    const next = page < items.length ? `${base}/api/${match[1]}/?page=${page + 1}` : null;
    return send(
      200,
      JSON.stringify({ count: items.length, next, previous: null, results: items.slice(page - 1, page) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  data = oldData(base);
  for (const [name, color] of [
    ["news-7.png", "#cc3333"],
    ["foundation.png", "#33cc33"],
    ["icon.png", "#3333cc"],
    ["logo-home.png", "#cccc33"],
    ["cover.png", "#cc33cc"],
    ["team.png", "#33cccc"],
    ["rapport.png", "#999999"],
    ["activity.png", "#663399"],
  ] as const)
    files.set(`/media/${name}`, await image(color));
  files.set("/media/president.jpg", await image("#ff8800", "jpeg"));
  files.set("/media/not-an-image.png", Buffer.from("<html>this is not an image</html>"));
  files.set("/media/rapport.pdf", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"));
  return {
    base,
    get data() {
      return data;
    },
    files,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
