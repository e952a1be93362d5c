// What the shell reports about a page load, as the host takes it: `POST /release-health` with
// {token, remote, event}, the page's per-load token (load-tokens.ts), the remote, and 'start' (the shell
// started that remote's page) or 'load' / 'render' (it failed so). Only a report with a token this host
// issued, to this visitor, for a page that had a registry version of that remote is taken; it is queued
// and sent to the registry's record_release_health with the secret key every few seconds, in batches,
// where each load counts once and each visitor at most a few times. Reports come from the product's own
// pages only: a JSON body (a form or a cross-site "simple" request cannot send one), and nothing another
// site's page sent (Origin, Sec-Fetch-Site). A visitor sends at most a few a minute. A batch that cannot
// be sent is dropped: the figures are a rate, not a ledger.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiter, visitorKey } from '@ahc/common';
import type { createLoadTokens } from './load-tokens.ts';

export const HEALTH_REPORT_PATH = '/release-health';
const FLUSH_INTERVAL_MS = 5_000;
const MAX_BODY_BYTES = 4_096;
/** Events waiting for the next batch; beyond this (a registry that cannot keep up) reports are dropped. */
const MAX_QUEUED = 10_000;
const BATCH_SIZE = 1_000;
const EVENTS = new Set(['start', 'load', 'render']);

export type HealthEvent = {
  load: string;
  visitor: string;
  remote: string;
  version: string;
  event: 'start' | 'load' | 'render';
};

export type SendHealthBatch = (events: HealthEvent[]) => Promise<unknown>;

function answer(res: ServerResponse, status: number, error?: string, headers: Record<string, string> = {}) {
  if (error === undefined) {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers });
    res.end();
    return;
  }
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify({ error }));
}

/** Whether the request came from a page of this site (the browser says so when it can). */
function fromThisSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createHealthReports(
  tokens: ReturnType<typeof createLoadTokens>,
  send: SendHealthBatch,
  options: { intervalMs?: number; perVisitorPerMinute?: number; now?: () => number } = {},
) {
  let queue: HealthEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  const perVisitor = new RateLimiter({
    limit: options.perVisitorPerMinute ?? 30,
    windowMs: 60_000,
    now: options.now,
  });

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    for (let at = 0; at < batch.length; at += BATCH_SIZE)
      await send(batch.slice(at, at + BATCH_SIZE)).catch(() => undefined);
  }

  function enqueue(event: HealthEvent): boolean {
    if (queue.length >= MAX_QUEUED) return false;
    queue.push(event);
    if (!timer) {
      timer = setInterval(() => void flush(), options.intervalMs ?? FLUSH_INTERVAL_MS);
      // The reports never keep the process alive.
      timer.unref();
    }
    return true;
  }

  /** Answers one report: 204 taken; 400, 403, 405, 413, 415, 429 or 503 with why, and nothing queued. */
  async function handle(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    if (req.method !== 'POST') {
      req.resume();
      return answer(res, 405, 'Use POST.', { allow: 'POST' });
    }
    if (!fromThisSite(req)) {
      req.resume();
      return answer(res, 403, 'Reports come from the pages of this site only.');
    }
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      req.resume();
      return answer(res, 415, 'Send the report as application/json.');
    }
    if (!perVisitor.tryTake(visitorKey(address)).allowed) {
      req.resume();
      return answer(res, 429, 'Too many reports.', { 'retry-after': '60' });
    }
    const text = await readBody(req).catch(() => null);
    if (text === null) return answer(res, 413, `A report is at most ${MAX_BODY_BYTES} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(res, 400, 'A report is JSON: {token, remote, event}.');
    }
    const { token, remote, event } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (typeof remote !== 'string' || typeof event !== 'string' || !EVENTS.has(event))
      return answer(res, 400, 'A report is JSON: {token, remote, event: start, load or render}.');
    const load = tokens.read(token, address);
    const version = load && Object.hasOwn(load.releases, remote) ? load.releases[remote] : undefined;
    if (!load || typeof version !== 'string')
      return answer(res, 403, 'This report names no page load of this visitor with that remote.');
    const queued = enqueue({
      load: load.load,
      visitor: load.visitor,
      remote,
      version,
      event: event as HealthEvent['event'],
    });
    return queued ? answer(res, 204) : answer(res, 503, 'Reports are not being taken just now.');
  }

  return {
    handle,
    flush,
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
