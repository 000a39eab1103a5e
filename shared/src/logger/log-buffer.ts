/** A bounded ring of entries: the oldest entry is dropped once the capacity is reached. */
export class LogBuffer<T> {
  private entries: T[] = [];

  constructor(readonly capacity: number) {}

  push(entry: T): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Oldest first. */
  all(): readonly T[] {
    return this.entries;
  }

  newest(n: number): T[] {
    return this.entries.slice(Math.max(0, this.entries.length - n));
  }

  replace(entries: readonly T[]): void {
    this.entries = entries.slice(Math.max(0, entries.length - this.capacity));
  }

  clear(): void {
    this.entries = [];
  }
}
