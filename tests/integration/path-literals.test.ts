/**
 * Every page and back-office address is written once, in app/lib/paths.ts: the route table, links,
 * redirects and registries name it from there. This scan of the application's sources fails when an
 * address is spelled out again in code (tests and texts may spell addresses: they check or show them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN, PAGES } from "~/lib/paths";

const ROOTS = ["app", "server"];
const EXEMPT = [
  /\.test\.tsx?$/,
  /^app\/lib\/paths\.ts$/,
  /^app\/i18n\/locales\//,
  /^app\/modules\/demo\/demo-content\.ts$/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments may name an address to explain the code. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** String and template literals that start with an address: "/matchs", `/matchs#match-${id}`. */
function literalsOf(code: string, addresses: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(["'`])(\/[^"'`\s]*)/g)) {
    const body = match[2]!;
    const address = addresses.find(
      (candidate) =>
        body.startsWith(candidate) &&
        (body.length === candidate.length || /^[/?#$]/.test(body[candidate.length]!)),
    );
    if (address) found.push(body);
  }
  return found;
}

describe("page addresses", () => {
  it("are spelled out only in app/lib/paths.ts", () => {
    const addresses = [...Object.values(PAGES), ...Object.values(ADMIN)].sort((a, b) => b.length - a.length);
    const files = ROOTS.flatMap(sources).filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const repeated = files.flatMap((file) =>
      literalsOf(withoutComments(readFileSync(file, "utf8")), addresses).map(
        (literal) => `${file}: ${literal}`,
      ),
    );
    expect(repeated).toEqual([]);
  });

  it("finds an address written again (the scan can fail)", () => {
    expect(literalsOf('redirect("/matchs#next")', ["/matchs"])).toEqual(["/matchs#next"]);
    expect(literalsOf("const x = `/admin/faq?edit=${id}`;", ["/admin/faq"])).toEqual([
      "/admin/faq?edit=${id}",
    ]);
    expect(literalsOf('fetch("/api/matches/")', ["/matchs"])).toEqual([]);
    // The longest address that starts the literal is the one it names.
    expect(literalsOf("to={`/admin/historique/${id}`}", ["/admin/historique", "/admin"])).toEqual([
      "/admin/historique/${id}",
    ]);
  });
});
