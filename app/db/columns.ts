/**
 * A tiny column vocabulary. `tables.ts` describes every table with it; the TypeScript row types and
 * the versioned migrations are both derived from that one description (see docs/decisions/003).
 */
import type { ColumnType, Generated } from "kysely";

export type ColumnKind = "id" | "text" | "integer" | "real" | "timestamp";

export interface ColumnDef<T = unknown, HasDefault extends boolean = boolean> {
  readonly kind: ColumnKind;
  readonly isNullable: boolean;
  readonly isUnique: boolean;
  /** SQL-independent default: a literal, or "now" for timestamps. */
  readonly defaultValue: string | number | "now" | undefined;
  /** Schema version that introduced the column. */
  readonly since: number;
  /** Phantom fields carrying the TypeScript type. */
  readonly __type?: T;
  readonly __hasDefault?: HasDefault;
}

interface Options {
  since?: number;
  unique?: boolean;
}

function def<T, D extends boolean>(
  kind: ColumnKind,
  isNullable: boolean,
  defaultValue: ColumnDef["defaultValue"],
  options: Options = {},
): ColumnDef<T, D> {
  return { kind, isNullable, isUnique: options.unique ?? false, defaultValue, since: options.since ?? 1 };
}

export const col = {
  id: () => def<number, true>("id", false, undefined),
  /** Required text with no default: inserts must give it. */
  text: (options?: Options) => def<string, false>("text", false, undefined, options),
  /** Text that defaults to the empty string (translations, optional fields). */
  textOr: (fallback: string, options?: Options) => def<string, true>("text", false, fallback, options),
  nullableText: (options?: Options) => def<string | null, true>("text", true, undefined, options),
  integer: (fallback: number, options?: Options) => def<number, true>("integer", false, fallback, options),
  nullableInteger: (options?: Options) => def<number | null, true>("integer", true, undefined, options),
  /** Booleans are stored as 0/1 on both databases so one code path reads them. */
  /** A floating-point number (REAL on SQLite, real on PostgreSQL), e.g. a focal point between 0 and 1. */
  real: (fallback: number, options?: Options) => def<number, true>("real", false, fallback, options),
  flag: (fallback: 0 | 1, options?: Options) => def<number, true>("integer", false, fallback, options),
  /** ISO-8601 UTC text on both databases: sorts correctly and reads the same everywhere. */
  timestamp: (options?: Options) => def<string, true>("timestamp", false, "now", options),
  nullableTimestamp: (options?: Options) => def<string | null, true>("timestamp", true, undefined, options),
};

export interface IndexDef {
  readonly columns: readonly string[];
  readonly isUnique?: boolean;
  readonly since?: number;
  /** Schema version that dropped it (a list that no longer orders by these columns). */
  readonly until?: number;
}

export interface TableDef<Columns extends Record<string, ColumnDef> = Record<string, ColumnDef>> {
  readonly columns: Columns;
  readonly indexes?: readonly IndexDef[];
  readonly since?: number;
}

/** Every table gets an id and its creation and change times. */
export function table<Columns extends Record<string, ColumnDef>>(
  columns: Columns,
  options: { indexes?: readonly IndexDef[]; since?: number } = {},
) {
  return {
    columns: {
      id: col.id(),
      ...columns,
      created_at: col.timestamp(),
      updated_at: col.timestamp(),
    },
    indexes: options.indexes ?? [],
    since: options.since ?? 1,
  } satisfies TableDef;
}

type ColumnToType<C> =
  C extends ColumnDef<infer T, infer D>
    ? D extends true
      ? C["kind"] extends "id"
        ? Generated<T>
        : ColumnType<T, T | undefined, T>
      : T
    : never;

export type RowOf<Def extends TableDef> = { [K in keyof Def["columns"]]: ColumnToType<Def["columns"][K]> };
