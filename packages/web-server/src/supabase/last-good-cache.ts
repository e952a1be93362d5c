// The one cache of the host's reads of Supabase (the release registry, preview links, the maintenance
// row). An answer is kept for a few seconds per key, so a burst of page loads costs one read and a
// change still reaches new page loads within seconds; whoever asks while a read is under way shares it.
// A read that fails (it answers undefined, or throws) keeps the last answer that succeeded for that key.
// At most maxKeys keys are kept, the least recently read going first, so keys anyone can make up (a
// preview link's token) cannot fill the host's memory.

export type LastGoodCacheOptions = { ttlMs: number; now?: () => number; maxKeys?: number };

const DEFAULT_MAX_KEYS = 1_000;

type Entry<V> = { at: number; read: Promise<V | undefined>; lastGood: V | undefined };

/** A reader through the cache: the answer for the key, read again once it is older than the TTL. */
export type CachedRead<V> = (key: string, read: () => Promise<V | undefined>) => Promise<V | undefined>;

export function createLastGoodCache<V>(options: LastGoodCacheOptions): CachedRead<V> {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const entries = new Map<string, Entry<V>>();

  return function cachedRead(key, read) {
    const current = entries.get(key);
    const at = now();
    if (current && at - current.at < options.ttlMs) return current.read;
    const entry: Entry<V> = { at, lastGood: current?.lastGood, read: Promise.resolve(current?.lastGood) };
    entry.read = read().then(
      (value) => {
        if (value === undefined) return entry.lastGood;
        entry.lastGood = value;
        return value;
      },
      () => entry.lastGood,
    );
    // Map keeps insertion order: a key read again moves to the end, the oldest is first to go.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    return entry.read;
  };
}
