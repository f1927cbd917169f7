/**
 * The store's one change event: fired after every write that may change what
 * the public sees (approved testimonials, published content), whether made by
 * this process or, through the change feed, by another instance on the same
 * PostgreSQL. Every cache (rendered pages, list answers, published content)
 * drops on it, and only on it.
 */
export class StoreChanges {
  private readonly listeners: (() => void)[] = [];
  /** Goes up with every change, so a cache filled during one can tell. */
  version = 0;

  on(listener: () => void): void {
    this.listeners.push(listener);
  }

  emit(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
