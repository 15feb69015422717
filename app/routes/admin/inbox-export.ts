/**
 * CSV export of an inbox (beyond the spec), with the screen's search and sort. A resource route: the
 * browser downloads the file. Cells that a spreadsheet would run as formulas are neutralised (csv.ts).
 */
import type { Route } from "./+types/inbox-export";
import { INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { requireAdmin } from "~/http/auth/guard.server";
import { toCsv, type CsvValue } from "~/modules/export/csv";
import { listInbox } from "~/modules/inbox/inbox.server";
import { isInboxKind } from "~/modules/inbox/kinds";
import { parseQuery, parseSort } from "./inbox-screen.server";
import { requestContext } from "~/http/request-context.server";

const cell = (value: unknown): CsvValue =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "inboxes");
  const t = requestContext(args.request, args.context).t;
  const kind = args.params.kind;
  if (!isInboxKind(kind)) throw new Response(t("admin.inbox.invalidRequest"), { status: 404 });
  const screen = INBOX_SCREENS[kind];
  const url = new URL(args.request.url);
  const entries = await listInbox(args.context.services.db, kind, {
    query: parseQuery(url.searchParams.get("q")),
    sort: parseSort(url.searchParams.get("sort")),
  });
  const csv = toCsv(
    screen.csv.map((field) => t(`admin.inbox.fields.${field}`)),
    entries.map((entry) => screen.csv.map((field) => cell(entry[field]))),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
