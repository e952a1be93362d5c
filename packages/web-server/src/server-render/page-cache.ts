// Rendered pages, by everything their markup depends on (the shell's build, the address, the language,
// the maintenance row and the version of the page's remote), least recently used first out. A page
// rendered once is sent from here until one of those changes; nothing of a visitor is in it.
export class PageCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }
}
