/**
 * The machine's limit for a cached page served by Node: a bare `http` server that answers every request
 * with one recorded answer (status, headers, compressed body) from memory, nothing else. The bench
 * compares the host's cached answers with it (docs/decisions/022-workers-and-render-cost.md).
 *
 *   node --import tsx scripts/bench/reference-server.ts <port> <answer.json>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

export interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** The body as it went on the wire (compressed), in base64. */
  body: string;
}

const [port = "0", file = ""] = process.argv.slice(2);
if (file) {
  const answer = JSON.parse(readFileSync(file, "utf8")) as RecordedAnswer;
  const body = Buffer.from(answer.body, "base64");
  const headers = answer.headers.flat();
  createServer((_req, res) => {
    res.writeHead(answer.status, headers).end(body);
  }).listen(Number(port), "127.0.0.1");
}
