import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { ConfigError, parseEnv } from "~/config/env.server";
import { insertPlatformLink } from "~/modules/demo/factories.server";
import type { Services } from "~/services.server";
import { answerQuestion } from "./answer.server";
import { askChat } from "./ask.server";
import { chatIndexFor } from "./index-cache.server";
import { getChatLog } from "./logs.server";
import { llmSettings } from "~/modules/llm/completions.server";
import { phraseWithModel, toPlainText } from "./llm.server";

/** A stand-in for an OpenAI-compatible /chat/completions API; each test says how it behaves. */
interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}
type Behaviour = (request: Received, response: ServerResponse) => void;

function completion(content: string) {
  return JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] });
}

const [database] = testDatabases();

describe("the optional language model", () => {
  let server: Server;
  let baseUrl: string;
  let behaviour: Behaviour;
  const received: Received[] = [];
  let services: Services;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const entry = {
          path: request.url ?? "",
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as Received["body"],
        };
        received.push(entry);
        behaviour(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    ({ services, dispose } = await openTestServices(database!, {
      CHAT_LLM_URL: baseUrl,
      CHAT_LLM_API_KEY: "test-key",
      CHAT_LLM_MODEL: "stand-in-model",
    }));
    await insertPlatformLink(services.db, {
      title_fr: "Plateforme de tutorat",
      description_fr: "Réservez des séances de soutien scolaire en ligne avec nos tuteurs bénévoles.",
      url: "https://tutorat.example",
    });
    await chatIndexFor(services.db, { checkEveryMs: 0 });
  });
  beforeEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await dispose();
  });

  it("is configured only with both a URL and a key; the URL is checked", () => {
    expect(llmSettings(parseEnv({}))).toBeNull();
    expect(llmSettings(parseEnv({ CHAT_LLM_URL: "https://api.example/v1" }))).toBeNull();
    expect(llmSettings(parseEnv({ CHAT_LLM_URL: "https://api.example/v1/", CHAT_LLM_API_KEY: "k" }))).toEqual(
      {
        url: "https://api.example/v1/chat/completions",
        apiKey: "k",
        model: "gpt-4o-mini",
      },
    );
    expect(
      llmSettings(
        parseEnv({ CHAT_LLM_URL: "https://api.example/v1/chat/completions", CHAT_LLM_API_KEY: "k" }),
      )?.url,
    ).toBe("https://api.example/v1/chat/completions");
    expect(() => parseEnv({ CHAT_LLM_URL: "ftp://api.example" })).toThrow(ConfigError);
  });

  it("phrases a grounded answer from the retrieved passages; links still come from retrieval", async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        completion("Oui : la **plateforme de tutorat** propose du <i>soutien scolaire</i> en ligne."),
      );
    };
    const answer = await askChat(services, { message: "Avez-vous du soutien scolaire ?", ipHash: "llm" });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe("/v1/chat/completions");
    expect(call!.authorization).toBe("Bearer test-key");
    expect(call!.body.model).toBe("stand-in-model");
    expect(call!.body.messages[0]!.content).toContain("French");
    expect(call!.body.messages[1]!.content).toContain("Réservez des séances de soutien scolaire");
    expect(call!.body.messages[1]!.content).toContain("Question: Avez-vous du soutien scolaire ?");
    expect(answer.response).toBe(
      "Oui : la plateforme de tutorat propose du soutien scolaire en ligne.\nEn savoir plus : /plateforms",
    );
    expect(answer.links).toEqual([{ href: "/plateforms", label: "Plateforme de tutorat" }]);
    expect((await getChatLog(services.db, answer.id))?.answer).toBe(answer.response);
  });

  it("keeps the built-in answer when the model fails, refuses or says nothing useful", async () => {
    const builtIn = answerQuestion(await chatIndexFor(services.db), {
      message: "Avez-vous du soutien scolaire ?",
    }).response;
    expect(builtIn).toContain("/plateforms");
    const behaviours: Behaviour[] = [
      (_request, response) => {
        response.writeHead(500);
        response.end("boom");
      },
      (_request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(completion("NO_ANSWER"));
      },
      (_request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end("{not json");
      },
      (_request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ choices: [] }));
      },
    ];
    for (const each of behaviours) {
      behaviour = each;
      const answer = await askChat(services, { message: "Avez-vous du soutien scolaire ?", ipHash: "llm" });
      expect(answer.response).toBe(builtIn);
    }
  });

  it("gives up after the timeout and answers anyway", async () => {
    behaviour = () => {
      // Never answers.
    };
    const index = await chatIndexFor(services.db);
    const answer = answerQuestion(index, { message: "Avez-vous du soutien scolaire ?" });
    const started = Date.now();
    const phrased = await phraseWithModel(
      llmSettings(services.config)!,
      { question: "Avez-vous du soutien scolaire ?", answer },
      { timeoutMs: 200 },
    );
    expect(phrased).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is never asked when nothing was found: the honest fallback stays", async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(completion("La capitale du Japon est Tokyo."));
    };
    const answer = await askChat(services, { message: "Quelle est la capitale du Japon ?", ipHash: "llm" });
    expect(received).toHaveLength(0);
    expect(answer.isAnswered).toBe(false);
    expect(answer.response).not.toContain("Tokyo");
  });

  it("reduces a reply to plain text", () => {
    expect(toPlainText("**Bold** and [a link](https://x.example) <script>x</script>")).toBe(
      "Bold and a link x",
    );
    expect(toPlainText("word ".repeat(400)).length).toBeLessThanOrEqual(801);
  });
});
