// A bounded, least-recently-used cache of serialized meal API answers (the JSON text), keyed by
// the normalized meal name. Most of the meal API's time is not the search but serializing its
// answer; visitors ask for the same few names over and over. Bounded both ways: at most
// `maxEntries` answers and at most `maxBytes` of answer text (UTF-16, as V8 may hold it), the
// least recently used leave first. Entries carry their own expiry, so an answer is never kept
// longer than its source allows. Only successful answers are ever stored (see the callers).

export interface MealAnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface Entry {
  body: string;
  bytes: number;
  /** Milliseconds since the epoch; Infinity for answers that only a deploy changes. */
  expiresAt: number;
}

export interface MealAnswerCache {
  get(key: string): string | undefined;
  /** Stores `body` for `ttlMs` (Infinity: until evicted); a ttl of 0 or less stores nothing. */
  set(key: string, body: string, ttlMs: number): void;
  readonly size: number;
  readonly bytes: number;
}

/** Bytes a string may take in memory: two per UTF-16 unit (Arabic text is never one-byte). */
const sizeOf = (key: string, body: string) => 2 * (key.length + body.length);

export function createMealAnswerCache({
  maxEntries,
  maxBytes,
  now = Date.now,
}: MealAnswerCacheOptions): MealAnswerCache {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, body, ttlMs) {
      const old = entries.get(key);
      if (old) remove(key, old);
      const size = sizeOf(key, body);
      if (!(ttlMs > 0) || size > maxBytes || maxEntries < 1) return;
      while (entries.size >= maxEntries || bytes + size > maxBytes) {
        const oldest = entries.entries().next().value;
        if (!oldest) break;
        remove(oldest[0], oldest[1]);
      }
      entries.set(key, { body, bytes: size, expiresAt: now() + ttlMs });
      bytes += size;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * How long a shared cache may keep an answer, from its Cache-Control (and Age) headers, in
 * milliseconds: 0 for no-store, no-cache, private, or no explicit lifetime (no heuristic
 * freshness: without the backend's word, nothing is kept).
 */
export function sharedFreshnessMs(cacheControl: string | null, age: string | null = null): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name) directives.set(name, value?.replace(/^"|"$/g, ""));
  }
  if (["no-store", "no-cache", "private"].some((d) => directives.has(d))) return 0;
  // A shared cache reads s-maxage first (RFC 9111 §5.2.2.10).
  const lifetime = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  if (!Number.isFinite(lifetime) || lifetime <= 0) return 0;
  const ageSeconds = Number(age ?? 0);
  const remaining = lifetime - (Number.isFinite(ageSeconds) && ageSeconds > 0 ? ageSeconds : 0);
  return remaining > 0 ? remaining * 1000 : 0;
}
