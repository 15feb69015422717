import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { openTestServices } from "../../tests/support/services";
import { action as apiChat, loader as apiChatGet } from "~/routes/api/chat";
import { action as feedback } from "~/routes/api/chat-feedback";
import { action as chat, loader as chatGet } from "~/routes/chat";
import { CHAT_RATE_LIMIT } from "~/http/chat.server";
import { getChatLog } from "~/modules/chat/logs.server";

type Handler = (args: {
  request: Request;
  context: AppLoadContext;
  params: object;
}) => Promise<Response> | Response;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe.each(testDatabases())("chat routes on $dialect", (database) => {
  let context: (ip?: string) => AppLoadContext;
  let dispose: () => Promise<void>;
  let address = 0;
  /** Each test asks from its own address, so rate limits never leak between tests. */
  const nextIp = () => `192.0.2.${++address}`;
  const call = async (handler: Handler, request: Request, ip = nextIp()) => {
    const response = await handler({ request, context: context(ip), params: {} });
    return { response, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    ({ context, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  it("POST /chat answers {response, language, suggestions, links, id} and stores the exchange", async () => {
    const { response, body } = await call(
      chat as Handler,
      post("/chat", { message: "Quels sont vos horaires ?" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toMatchObject({ language: "fr", links: [{ href: "/contacter-tamkine", label: "Contact" }] });
    expect(body.response).toContain("du lundi au vendredi, de 9h à 18h");
    expect(Array.isArray(body.suggestions) && body.suggestions.length).toBeGreaterThan(0);
    const log = await getChatLog(context().services.db, body.id as number);
    expect(log?.question).toBe("Quels sont vos horaires ?");
  });

  it("POST /api/chat/ is the same service; the answer follows the question's language", async () => {
    const { response, body } = await call(
      apiChat as Handler,
      post("/api/chat/", { message: "When is the next game?", language: "ar" }),
    );
    expect(response.status).toBe(200);
    expect(body.language).toBe("en");
    expect(body.links).toEqual([{ href: "/matchs", label: "Games" }]);
  });

  it("refuses other methods with 405", async () => {
    for (const loader of [chatGet, apiChatGet]) {
      const response = await loader({
        request: new Request("http://localhost:3000/chat"),
        context: context(),
        params: {},
      } as never);
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
  });

  it("answers bad input with a translated 400, never a 500", async () => {
    const malformed = await call(chat as Handler, post("/chat", "{not json", { "Accept-Language": "en" }));
    expect(malformed.response.status).toBe(400);
    expect(malformed.body.error).toBe("The request body is not valid JSON.");

    const blank = await call(chat as Handler, post("/chat", { message: "   " }));
    expect(blank.response.status).toBe(400);
    expect(blank.body.error).toBe("Écrivez une question avant d’envoyer.");

    const long = await call(chat as Handler, post("/chat", { message: "a".repeat(501), language: "en" }));
    expect(long.response.status).toBe(400);
    expect(long.body.error).toBe("Your message must not be longer than 500 characters.");
    const longest = await call(chat as Handler, post("/chat", { message: "a ".repeat(250) }));
    expect(longest.response.status).toBe(200);

    for (const body of [{}, { message: 42 }, ["message"], null, { message: ["a"] }]) {
      const { response } = await call(chat as Handler, post("/chat", body));
      expect(response.status).toBe(400);
    }
    const arabic = await call(chat as Handler, post("/chat", { message: "", language: "ar" }));
    expect(arabic.body.error).toBe("اكتب سؤالاً قبل الإرسال.");
    // An unknown interface language is ignored rather than refused.
    expect(
      (await call(chat as Handler, post("/chat", { message: "Bonjour", language: "xx" }))).response.status,
    ).toBe(200);
  });

  it("limits each network address in a sliding minute, with a translated 429 and Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < CHAT_RATE_LIMIT.limit; i++) {
      const { response } = await call(chat as Handler, post("/chat", { message: "Bonjour" }), ip);
      expect(response.status).toBe(200);
    }
    const { response, body } = await call(
      chat as Handler,
      post("/chat", { message: "Bonjour", language: "en" }),
      ip,
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body.error).toMatch(
      /^Many messages are coming from your network right now\. Try again in \d+ seconds\.$/,
    );
    // Another address is not affected.
    expect((await call(chat as Handler, post("/chat", { message: "Bonjour" }))).response.status).toBe(200);
  });

  it("never echoes markup from the question", async () => {
    for (const message of [
      '<img src=x onerror="alert(1)">',
      "<script>alert('x')</script> horaires",
      "Bonjour <b>toi</b>, quel est le prochain match ?",
    ]) {
      const { response, body } = await call(chat as Handler, post("/chat", { message }));
      expect(response.status).toBe(200);
      const text = JSON.stringify(body);
      expect(text).not.toContain("<img");
      expect(text).not.toContain("<script");
      expect(text).not.toContain("<b>");
    }
  });

  it("POST /api/chat/feedback/ records Oui/Non from the address that asked", async () => {
    const ip = nextIp();
    const asked = await call(chat as Handler, post("/chat", { message: "Comment devenir partenaire ?" }), ip);
    const id = asked.body.id as number;

    const stranger = await call(feedback as Handler, post("/api/chat/feedback/", { id, helpful: true }));
    expect(stranger.response.status).toBe(404);

    const no = await call(feedback as Handler, post("/api/chat/feedback/", { id, helpful: false }), ip);
    expect(no.response.status).toBe(200);
    expect(no.body.message).toBe(
      "Nous sommes désolés pour cela. Si vous avez besoin d'aide supplémentaire, contactez-nous.",
    );
    expect((await getChatLog(context().services.db, id))?.feedback).toBe("down");

    const yes = await call(feedback as Handler, post("/api/chat/feedback/", { id, helpful: true }), ip);
    expect(yes.body.message).toBe("Merci pour votre retour positif ! 😊");
    expect((await getChatLog(context().services.db, id))?.feedback).toBe("up");

    for (const body of [{ id }, { id: "1", helpful: true }, { id: -1, helpful: true }, "oops"]) {
      const { response } = await call(feedback as Handler, post("/api/chat/feedback/", body), ip);
      expect(response.status).toBe(400);
    }
  });
});
