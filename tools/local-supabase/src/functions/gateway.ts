// /functions/v1/<name>: runs supabase/functions/<name>/index.ts under Deno (one process per function,
// started on first use and restarted if it dies) and relays requests to it, verifying the JWT first
// as Supabase's gateway does. Bodies are piped both ways, so a streamed response reaches the client
// chunk by chunk and a client that goes away closes the function's request too.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { FORWARDED_VISITOR_HEADER, forwardedVisitor } from '@ahc/common';
import { clientAddress } from '../http/client-address.ts';
import { bearerToken, sendJson } from '../http/respond.ts';
import { secretKeyFromBrowser } from '../gateway.ts';
import { verifyJwt } from '../jwt.ts';
import type { StackKeys } from '../keys.ts';

const wrapperPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deno/serve-function.ts',
);
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const START_TIMEOUT_MS = 30_000;
/** Hosted Edge Functions refuse larger request bodies too; a function's own limit may be lower. */
const MAX_BODY_BYTES = 1024 * 1024;
// Variables passed through to functions; Supabase's own (URL, keys) are set by the gateway.
const PASSED_ENV = /^(LLM_|GENERATE_REPORT_|DENO_|NO_COLOR$|HOME$|PATH$)/;

export type FunctionsGatewayOptions = {
  functionsDir: string;
  keys: StackKeys;
  publicUrl: string;
  verifyJwt: Record<string, boolean>;
  trustedProxies: ReadonlySet<string>;
  env?: Record<string, string>;
};

type Worker = { process: ChildProcess; port: number; ready: Promise<void> };

function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const binary = path.join(path.dirname(require.resolve('deno/package.json')), 'deno');
  if (!existsSync(binary)) throw new Error(`Deno binary not found at ${binary}: run pnpm install`);
  return binary;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The headers a function is given. As Supabase's gateway does, the function learns the caller's address
 * from X-Forwarded-For, whose last entry is the gateway's own: here the only entry, whatever the client
 * sent. A visitor's address forwarded by one of the product's servers (Sb-Forwarded-For) reaches the
 * function only with a key those servers alone hold (the secret or service-role key, which browsers may
 * not send): from anyone else the header is dropped, so no caller can name another address.
 */
export function functionRequestHeaders(
  req: IncomingMessage,
  keys: Pick<StackKeys, 'secretKey' | 'serviceRoleKey'>,
  trustedProxies: ReadonlySet<string>,
): IncomingMessage['headers'] {
  const { [FORWARDED_VISITOR_HEADER]: forwarded, ...passed } = req.headers;
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
  const visitor = forwardedVisitor(
    { apikey, forwarded: typeof forwarded === 'string' ? forwarded : undefined },
    [keys.secretKey, keys.serviceRoleKey],
  );
  return {
    ...passed,
    'x-forwarded-for': clientAddress(req, trustedProxies),
    ...(visitor ? { [FORWARDED_VISITOR_HEADER]: visitor } : {}),
  };
}

export function createFunctionsGateway(options: FunctionsGatewayOptions) {
  const workers = new Map<string, Worker>();

  async function start(name: string, entry: string): Promise<Worker> {
    const port = await freePort();
    const functionDir = path.dirname(entry);
    const config = path.join(functionDir, 'deno.json');
    const passed = Object.fromEntries(
      Object.entries(process.env).filter(([k, v]) => PASSED_ENV.test(k) && v !== undefined),
    ) as Record<string, string>;
    const child = spawn(
      denoBinary(),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--no-prompt',
        ...(existsSync(config) ? ['--config', config] : ['--no-config']),
        wrapperPath,
        entry,
        String(port),
      ],
      {
        cwd: functionDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...passed,
          ...options.env,
          SUPABASE_URL: options.publicUrl,
          SUPABASE_ANON_KEY: options.keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: options.keys.serviceRoleKey,
          // Hosted Supabase's newer keys, as JSON objects of named keys.
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: options.keys.publishableKey }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: options.keys.secretKey }),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
    );
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`function ${name} did not start within ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes('serve-function listening on')) {
          clearTimeout(timer);
          resolve();
        } else {
          process.stdout.write(`[functions:${name}] ${text}`);
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[functions:${name}] ${chunk}`));
      child.once('exit', (code) => {
        clearTimeout(timer);
        workers.delete(name);
        reject(new Error(`function ${name} exited with code ${code}`));
      });
    });
    ready.catch(() => child.kill());
    const worker = { process: child, port, ready };
    workers.set(name, worker);
    return worker;
  }

  async function authorise(req: IncomingMessage, name: string): Promise<string | undefined> {
    if (req.method === 'OPTIONS' || options.verifyJwt[name] === false) return undefined;
    const token = bearerToken(req);
    if (!token) return 'Missing authorization header';
    // HS256 (legacy keys, older sessions) and ES256 (access tokens) alike.
    return (await verifyJwt(token, options.keys)).ok ? undefined : 'Invalid JWT';
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, name = '', ...rest] = url.pathname.replace(/^\/functions\/v1/, '').split('/');
    const entry = path.join(options.functionsDir, name, 'index.ts');
    if (!FUNCTION_NAME.test(name) || !existsSync(entry)) {
      req.resume();
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // Even a function that skips the JWT check must not be handed a secret key by a browser.
    const secretInBrowser = secretKeyFromBrowser(req, url, options.keys);
    if (secretInBrowser) {
      req.resume();
      return sendJson(res, secretInBrowser.status, secretInBrowser.body);
    }
    const denied = await authorise(req, name);
    if (denied) {
      req.resume();
      return sendJson(res, 401, { code: 401, message: denied });
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume();
      return sendJson(
        res,
        413,
        { code: 'REQUEST_TOO_LARGE', message: `Request body is larger than ${MAX_BODY_BYTES} bytes` },
        { connection: 'close' },
      );
    }
    let worker = workers.get(name);
    try {
      worker ??= await start(name, entry);
      await worker.ready;
    } catch (error) {
      console.error(`[functions] ${(error as Error).message}`);
      req.resume();
      return sendJson(res, 503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      });
    }
    const headers = {
      ...functionRequestHeaders(req, options.keys, options.trustedProxies),
      host: `127.0.0.1:${worker.port}`,
    };
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: worker.port,
        method: req.method,
        path: `/${[name, ...rest].join('/')}${url.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        // With backpressure: a client that reads slowly slows the function, not this process's memory.
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent)
        sendJson(res, 502, { code: 'UPSTREAM_ERROR', message: `Function ${name} failed: ${error.message}` });
      else res.destroy();
    });
    // The client went away before the answer finished: stop the function's work too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // The function answered before reading the whole upload (a body it refused early): read the rest and
    // drop it. Left piped into a function that stopped reading, the request would hold the connection
    // paused, and the client's next request on it would wait unread until the keep-alive timeout.
    res.on('finish', () => {
      if (req.readableEnded) return;
      req.unpipe(upstream);
      req.resume();
    });
    // The request body goes through as it arrives (pipe keeps backpressure); past the limit the function
    // is cut off and the client told, while the rest of its upload is read and dropped.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES || upstream.destroyed) return;
      req.unpipe(upstream);
      upstream.destroy();
      req.resume();
      if (!res.headersSent)
        sendJson(
          res,
          413,
          { code: 'REQUEST_TOO_LARGE', message: `Request body is larger than ${MAX_BODY_BYTES} bytes` },
          { connection: 'close' },
        );
    });
    req.pipe(upstream);
  }

  return {
    handle,
    async close(): Promise<void> {
      await Promise.all(
        [...workers.values()].map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.process.exitCode !== null) return resolve();
              w.process.once('exit', () => resolve());
              w.process.kill('SIGTERM');
            }),
        ),
      );
      workers.clear();
    },
  };
}
