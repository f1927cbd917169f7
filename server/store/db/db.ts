/** What the repositories need from a PostgreSQL connection; the only place SQL runs is server/store/. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** "pglite" or "postgres": for logs and tests. */
  readonly kind: "pglite" | "postgres";
  /**
   * True when other processes may write to the same data (PostgreSQL), so
   * in-memory caches of it must expire; false for PGlite, which this process
   * holds alone behind its folder lock.
   */
  readonly shared: boolean;
}
