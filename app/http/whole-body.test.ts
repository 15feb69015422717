import { describe, expect, it } from "vitest";
import { json } from "./responses.server";
import { readWholeBody, utf8Bytes, wholeBodyOf, wholeResponse } from "./whole-body";

describe("whole bodies", () => {
  it("hands the host the bytes a response was made from, without reading its stream", async () => {
    const bytes = Buffer.from("<p>مرحبا</p>");
    const response = wholeResponse(bytes, { headers: { "Content-Type": "text/html" } });
    const body = await readWholeBody(response);
    expect(body.equals(bytes)).toBe(true);
    expect(response.bodyUsed).toBe(false);
    // Any other reader still finds the whole body in the stream.
    expect(await response.text()).toBe("<p>مرحبا</p>");
  });

  it("reads any other response, or one whose body was read, from its stream", async () => {
    expect((await readWholeBody(new Response("plain"))).toString()).toBe("plain");
    const read = wholeResponse(Buffer.from("once"), {});
    await read.arrayBuffer();
    expect(wholeBodyOf(read)).toBeUndefined();
  });

  it("encodes a long JSON answer as the Fetch API would, lone surrogates and all", async () => {
    const value = { text: "Été ع 😊 ".repeat(3000), lone: "\ud800x" };
    const response = json(value);
    expect(wholeBodyOf(response)).toBeDefined();
    const body = await readWholeBody(response);
    expect(body.equals(Buffer.from(await new Response(JSON.stringify(value)).arrayBuffer()))).toBe(true);
    expect(await json(value).json()).toEqual(value);
  });

  it("leaves a short JSON answer an ordinary response", async () => {
    const response = json({ ok: true });
    expect(wholeBodyOf(response)).toBeUndefined();
    expect((await readWholeBody(response)).toString()).toBe('{"ok":true}');
  });

  it("encodes text in UTF-8 as Buffer does, through its scratch space or, for a long text, without", () => {
    const texts = ["", "plain", "Été ع 😊 lone \ud800 end", "ع".repeat(400_000)];
    for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
    // Each result is its own copy: the scratch space is reused by the next text.
    const first = utf8Bytes("first");
    utf8Bytes("second");
    expect(first.toString()).toBe("first");
  });
});
