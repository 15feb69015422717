/**
 * What an import did, per kind: the JSON of `--report` and the table printed at the end. Client-safe.
 */
export interface KindReport {
  read: number;
  created: number;
  updated: number;
  skipped: number;
  /** Files fetched (or read from the archive) and stored. */
  files: number;
  errors: Array<{ old_id: string; reason: string }>;
}

export interface ImportReport {
  source: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt?: string;
  /** True when the run was stopped before the end; running it again continues. */
  interrupted: boolean;
  kinds: Record<string, KindReport>;
}

export const emptyKindReport = (): KindReport => ({
  read: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  files: 0,
  errors: [],
});

export function newReport(source: string, dryRun: boolean): ImportReport {
  return { source, dryRun, startedAt: new Date().toISOString(), interrupted: false, kinds: {} };
}

export const kindReport = (report: ImportReport, kind: string): KindReport =>
  (report.kinds[kind] ??= emptyKindReport());

/** A fixed-width table: one line per kind, then the totals. */
export function summaryTable(report: ImportReport): string {
  const columns = ["read", "created", "updated", "skipped", "files", "errors"] as const;
  const rows = Object.entries(report.kinds).map(([kind, counts]) => [
    kind,
    ...columns.map((column) => String(column === "errors" ? counts.errors.length : counts[column])),
  ]);
  const totals = [
    "total",
    ...columns.map((column) =>
      String(
        Object.values(report.kinds).reduce(
          (sum, counts) => sum + (column === "errors" ? counts.errors.length : counts[column]),
          0,
        ),
      ),
    ),
  ];
  const all = [["kind", ...columns], ...rows, totals];
  const widths = all[0]!.map((_, index) => Math.max(...all.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(all[0]!), rule, ...rows.map(line), rule, line(totals)].join("\n");
}
