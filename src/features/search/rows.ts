/** The rows of a raw `db.execute` answer: every driver (PGlite, node-postgres, Neon) puts them in `rows`. */
export type Row = Record<string, unknown>;

export const rowsOf = <T extends Row>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
