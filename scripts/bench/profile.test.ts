import { describe, expect, it } from "vitest";
import { partOf, summarise } from "./profile";

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0 });

describe("a render's profile, summed by part", () => {
  // root → render (react-dom) → native call; root → loader (kysely); root → idle; root → gc
  const nodes = [
    { id: 1, callFrame: frame("(root)"), children: [2, 4, 5, 6, 7] },
    { id: 2, callFrame: frame("renderElement", "file:///x/node_modules/react-dom/server.js"), children: [3] },
    { id: 3, callFrame: frame("encodeInto") },
    { id: 4, callFrame: frame("executeQuery", "file:///x/node_modules/kysely/dist/sqlite-driver.js") },
    { id: 5, callFrame: frame("(idle)") },
    { id: 6, callFrame: frame("(garbage collector)") },
    { id: 7, callFrame: frame("toCard", "file:///x/build-bench/server/assets/site-abc.js") },
  ];

  it("counts only the measured window, leaves idle out and gives native calls to their caller", () => {
    // 1 s of start-up in React (outside the window), then 4 ms React + 2 ms native under it, 3 ms
    // query, 5 ms idle, 1 ms gc, 1 ms the site's own code.
    // A sample holds the time since the one before it.
    const samples = [2, 2, 2, 3, 4, 5, 6, 7];
    const timeDeltas = [0, 1_000_000, 4_000, 2_000, 3_000, 5_000, 1_000, 1_000];
    const profile = { nodes, startTime: 0, endTime: 1_016_000, samples, timeDeltas };
    const summary = summarise(profile, 0.02, 2);
    const parts = Object.fromEntries(summary.parts.map((share) => [share.part, share.msPerAnswer]));
    expect(summary.busyMs).toBeCloseTo(11, 5);
    expect(parts["React rendering"]).toBeCloseTo(3, 5); // (4 + 2) ms over 2 answers; the 1 s is outside
    expect(parts["database queries (Kysely and the driver)"]).toBeCloseTo(1.5, 5);
    expect(parts["garbage collection"]).toBeCloseTo(0.5, 5);
    expect(parts["this site's code (routes, components, host)"]).toBeCloseTo(0.5, 5);
    expect(summary.parts[0]?.part).toBe("React rendering");
  });

  it("names parts by package and by Node module", () => {
    expect(partOf("file:///x/node_modules/react-router/dist/index.mjs", "start")).toMatch(/^React Router/);
    expect(partOf("node:zlib", "processChunkSync")).toBe("compression");
    expect(partOf("node:internal/deps/undici/undici", "Request")).toMatch(/^Node/);
    expect(partOf("file:///x/node_modules/@orama/stemmers/fr.js", "stemmer")).toBe(
      "other packages (@orama/stemmers)",
    );
    expect(partOf("", "writev")).toBeUndefined();
  });
});
