// How fast the shell's host answers a document: the time to the first byte of a page request, from a
// Node client on the same machine over a kept-alive connection (no browser, no connection set-up), and
// how many such requests a second it answers at a fixed number of concurrent connections.
// - first: the very first request for each route after the host started, which also loads the shell's
//   server build (the first of all) and the route's remote server build (the first of its remote).
// - warm: the page is in the host's page cache (rendered once before).
// - cold: the page is not: every request adds ?utm_source=bench-<n>, new each time, and the page cache
//   keys on the whole address, so each one is rendered (the server builds are loaded by then).
// - personal: a signed-in page for its owner (their session's cookie sent along): never cached, so each
//   request checks the session with the Auth service, reads the page's data as the person and renders.
// Every answer is checked for the first-render block the host writes into a page it rendered: an answer
// without it was sent to be rendered in the browser (a build without a server build, a failure, or too
// many renders at once), and is counted as such.
// The client runs in a process of its own (this file as a script): the one-bundle reference is served
// from the bench's own process, whose event loop the client would otherwise share with the server.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from 'local-supabase/config';

/** What a browser sends for a page; the language decides which rendering of the page is asked for. */
const DOCUMENT_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9' };
const RENDERED_MARK = 'id="first-render"';

export type Latencies = { count: number; p50: number; p95: number; rendered: number };

export type ServerTimings = {
  first: Record<string, { ms: number; rendered: boolean }>;
  warm: Record<string, Latencies>;
  cold: Record<string, Latencies>;
  warmAll: Latencies;
  coldAll: Latencies;
};

export type Throughput = {
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  p50: number;
  p95: number;
  rendered: number;
};

type Answer = { ms: number; status: number; rendered: boolean };

function get(agent: http.Agent, url: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = cookie ? { ...DOCUMENT_HEADERS, cookie } : DOCUMENT_HEADERS;
    const request = http.get(url, { agent, headers }, (response) => {
      const ms = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms,
          status: response.statusCode ?? 0,
          rendered: Buffer.concat(chunks).includes(RENDERED_MARK),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

function latencies(answers: Answer[]): Latencies {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const rendered = answers.filter((a) => a.rendered).length;
  return {
    count: answers.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    rendered,
  };
}

async function sequence(agent: http.Agent, urls: string[], cookie?: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const url of urls) {
    const answer = await get(agent, url, cookie);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    answers.push(answer);
  }
  return answers;
}

async function serverTimings(
  shellUrl: string,
  routes: string[],
  options = { warm: 50, cold: 25 },
): Promise<ServerTimings> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const tag = Date.now().toString(36);
  try {
    const first: ServerTimings['first'] = {};
    for (const route of routes) {
      const [answer] = await sequence(agent, [`${shellUrl}${route}`]);
      first[route] = { ms: round1(answer!.ms), rendered: answer!.rendered };
    }
    const warm: ServerTimings['warm'] = {};
    const cold: ServerTimings['cold'] = {};
    const allWarm: Answer[] = [];
    const allCold: Answer[] = [];
    for (const route of routes) {
      const warmAnswers = await sequence(
        agent,
        Array.from({ length: options.warm }, () => `${shellUrl}${route}`),
      );
      const coldUrls = Array.from(
        { length: options.cold },
        (_, n) => `${shellUrl}${route}?utm_source=bench-${tag}-${n}`,
      );
      const coldAnswers = await sequence(agent, coldUrls);
      warm[route] = latencies(warmAnswers);
      cold[route] = latencies(coldAnswers);
      allWarm.push(...warmAnswers);
      allCold.push(...coldAnswers);
    }
    return { first, warm, cold, warmAll: latencies(allWarm), coldAll: latencies(allCold) };
  } finally {
    agent.destroy();
  }
}

/** A personal page for its owner, one request at a time after one unmeasured (the server builds loaded). */
async function personalTiming(url: string, cookie: string, count = 50): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await sequence(agent, [url], cookie);
    return latencies(
      await sequence(
        agent,
        Array.from({ length: count }, () => url),
        cookie,
      ),
    );
  } finally {
    agent.destroy();
  }
}

async function throughput(url: string, options = { connections: 10, seconds: 30 }): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    await sequence(agent, [url]);
    const answers: Answer[] = [];
    let errors = 0;
    const started = performance.now();
    const until = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          try {
            const answer = await get(agent, url);
            if (answer.status === 200) answers.push(answer);
            else errors += 1;
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const { p50, p95, rendered } = latencies(answers);
    return {
      ...options,
      requests: answers.length,
      perSecond: Math.round(answers.length / elapsed),
      errors,
      p50,
      p95,
      rendered,
    };
  } finally {
    agent.destroy();
  }
}

/** Runs this file as a script with args and returns what it prints (JSON). */
function inChildProcess<T>(args: string[]): Promise<T> {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [fileURLToPath(import.meta.url), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as T);
      else reject(new Error(`the bench's HTTP client exited with ${code}`));
    });
  });
}

/** Call on a host that has not answered a document yet, so that `first` is the first render of all. */
export const measureServerTimings = (shellUrl: string, routes: string[]) =>
  inChildProcess<ServerTimings>(['timings', shellUrl, ...routes]);

/** A signed-in page rendered by the host for the owner of the session in `cookie`, warm. */
export const measurePersonalTiming = (url: string, cookie: string) =>
  inChildProcess<Latencies>(['personal', url, cookie]);

/** 10 kept-alive connections for 30 s, each sending its next request when the previous answer has arrived in full. */
export const measureThroughput = (url: string) => inChildProcess<Throughput>(['throughput', url]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, url, ...routes] = process.argv.slice(2);
  const result =
    mode === 'timings'
      ? await serverTimings(url!, routes)
      : mode === 'personal'
        ? await personalTiming(url!, routes[0]!)
        : await throughput(url!);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
