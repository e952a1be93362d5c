// Page loads per remote version, counted by the shell's host and sent to the registry's
// record_remote_loads in batches (every few seconds, one call per version with loads), never one call
// per request: the loads are what a version's failures are a share of, for `npm run release -- status`
// and the automatic rollback of a failing canary. A batch that cannot be sent is dropped: the counts
// are a rate, not a ledger.
const FLUSH_INTERVAL_MS = 5_000;

export type SendLoads = (remote: string, version: string, loads: number) => Promise<unknown>;

export function createLoadCounter(send: SendLoads, intervalMs = FLUSH_INTERVAL_MS) {
  let counts = new Map<string, { remote: string; version: string; loads: number }>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    const batch = [...counts.values()];
    counts = new Map();
    await Promise.all(
      batch.map(({ remote, version, loads }) => send(remote, version, loads).catch(() => undefined)),
    );
  }

  return {
    count(remote: string, version: string): void {
      const key = JSON.stringify([remote, version]);
      const entry = counts.get(key) ?? { remote, version, loads: 0 };
      entry.loads += 1;
      counts.set(key, entry);
      if (!timer) {
        timer = setInterval(() => void flush(), intervalMs);
        // The counts never keep the process alive.
        timer.unref();
      }
    },
    flush,
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
