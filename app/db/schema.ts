import type { Insertable, Selectable, Updateable } from "kysely";
import type { RowOf } from "./columns";
import type { tables } from "./tables";

export type Database = { [K in keyof typeof tables]: RowOf<(typeof tables)[K]> };

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
