/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps every message it
 * receives, decoded enough to check it: headers, subject, text and HTML parts. It can be stopped and
 * started again on the same port, to play a mail server that is down.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string) {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(block: string) {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(source: string) {
  const separator = source.search(/\r?\n\r?\n/);
  const head = separator === -1 ? source : source.slice(0, separator);
  const body = separator === -1 ? "" : source.slice(separator).replace(/^\r?\n\r?\n/, "");
  return { headers: splitHeaders(head), body };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function collectParts(headers: Map<string, string>, body: string, into: { text: string; html: string }) {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitPart(chunk.replace(/^\r?\n/, ""));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (type.toLowerCase().startsWith("text/html")) into.html += decoded;
  else into.text += decoded;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const parts = { text: "", html: "" };
  collectParts(headers, body, parts);
  return {
    ...envelope,
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.text.replace(/\r\n/g, "\n"),
    html: parts.html,
    raw,
  };
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Stopping must not wait for pooled client connections to leave by themselves.
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.mails.push(
            parseMail(Buffer.concat(chunks).toString("utf8"), {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            }),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails sent to one address. */
  to(address: string) {
    return this.mails.filter((mail) => mail.to.includes(address));
  }
}
