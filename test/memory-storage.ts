// A localStorage stand-in for unit tests of the modules that keep things on the visitor's
// device (lib/device-storage): jest runs in Node, where there is no window.

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Gives the test a fresh, empty `window.localStorage`. */
export function installMemoryStorage(): Storage {
  const storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  return storage;
}
