/**
 * JavaScript budget of the public pages: for every public route, the gzipped size of the scripts the
 * page loads at start (React Router's entry, and the modules and imports of root → layout → route, as
 * listed in the build's manifest; the manifest file itself is not loaded: routes are discovered lazily
 * and the page inlines its own part). Prints a table, with the share of the layout every page pays and
 * the page's own share, and exits 1 when a page is over the budget.
 *
 *   npm run build && npm run bench:js          (BUILD_DIR chooses another build folder)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Issue 4: at most 120 KB of gzipped JavaScript per public page. */
export const BUDGET_BYTES = 120 * 1024;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const PUBLIC_LAYOUT = "routes/site/layout";

function readManifest(): Manifest {
  const assets = path.join(clientDir, "assets");
  // A build folder reused without cleaning keeps older manifests: the newest one is the build's.
  const file = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .sort((a, b) => statSync(path.join(assets, b)).mtimeMs - statSync(path.join(assets, a)).mtimeMs)[0];
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first (npm run build).`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

const sizes = new Map<string, number>();
function gzippedSize(asset: string): number {
  let size = sizes.get(asset);
  if (size === undefined) {
    // Level 6 is what the host's compression middleware sends.
    size = gzipSync(readFileSync(path.join(clientDir, asset)), { level: 6 }).length;
    sizes.set(asset, size);
  }
  return size;
}

/** The route and its parents up to the root, outermost first. */
function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    routes.unshift(route);
  return routes;
}

export function measure() {
  const manifest = readManifest();
  const rows = Object.values(manifest.routes)
    .filter((route) => route.parentId === PUBLIC_LAYOUT && route.hasDefaultExport && route.path !== "*")
    .map((route) => {
      const shared = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
      const scripts = new Set<string>(shared);
      for (const each of chain(manifest, route.id)) {
        const target = each.id === route.id ? scripts : shared;
        for (const asset of [each.module, ...(each.imports ?? [])]) {
          target.add(asset);
          scripts.add(asset);
        }
      }
      const total = (assets: Iterable<string>) =>
        [...assets].reduce((sum, asset) => sum + gzippedSize(asset), 0);
      const bytes = total(scripts);
      return { path: `/${route.path ?? ""}`, files: scripts.size, bytes, sharedBytes: total(shared) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const rows = measure();
  const width = Math.max(...rows.map((row) => row.path.length), 5);
  console.log(
    `${"Route".padEnd(width)}  Files  Gzipped JS  Layout+root  Page own  Budget ${kb(BUDGET_BYTES)}`,
  );
  for (const row of rows) {
    const status = row.bytes <= BUDGET_BYTES ? "ok" : "OVER";
    console.log(
      `${row.path.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.bytes).padStart(10)}  ${kb(
        row.sharedBytes,
      ).padStart(11)}  ${kb(row.bytes - row.sharedBytes).padStart(8)}  ${status}`,
    );
  }
  const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
  if (rows.length === 0) {
    console.error("No public route found in the manifest.");
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) over the ${kb(BUDGET_BYTES)} budget.`);
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} public pages are within ${kb(BUDGET_BYTES)} of gzipped JavaScript.`);
}
