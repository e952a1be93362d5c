// The request handler of generate-report, kept apart from index.ts so tests (and the local gateway)
// can build one with injected options. It validates the request, applies CORS and the rate limit, and
// dispatches to the LLM relay (llm.ts) when LLM_API_URL/LLM_API_KEY/LLM_MODEL are all set, otherwise to
// the built-in analyser (analyser.ts). Success is 200 text/plain (Markdown) streamed piece by piece; errors are
// JSON {error} with CORS headers.
//
// Environment (read once, when the handler is created):
//   LLM_API_URL, LLM_API_KEY, LLM_MODEL   all three set → relay to an OpenAI-compatible API (llm.ts)
//   GENERATE_REPORT_RATE_LIMIT            requests per minute per caller address and per account (default 20; 0 disables)
//   GENERATE_REPORT_GLOBAL_RATE_LIMIT     requests per minute for the whole instance (default 300; 0 disables)
//   SUPABASE_SECRET_KEYS, SUPABASE_SERVICE_ROLE_KEY   (set by Supabase) the keys with which the shell's host
//                                         may forward its visitor's address (Sb-Forwarded-For)
//   GENERATE_REPORT_CHUNK_DELAY_MS        pause between built-in report pieces (default 0)

import { type Language, writeReport } from './analyser.ts';
import { corsHeaders, jsonError, preflightResponse } from '../_shared/cors.ts';
import { type LlmConfig, llmConfigFromEnv, relayChatCompletion, UpstreamUnavailable } from './llm.ts';
import { RateLimiter, tryTakeAll } from '../_shared/common.ts';
import { accountOf, clientAddress, serverKeys } from '../_shared/rate-limit.ts';
import type { EnvironmentSpec } from '../_shared/environment.ts';

export const MAX_ANSWERS_LENGTH = 20_000;
export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;
export const DEFAULT_GLOBAL_RATE_LIMIT_PER_MINUTE = 300;
const ONE_MINUTE = 60_000;

export const MESSAGES = {
  method: 'Method not allowed. Use POST.',
  notJson: 'Request body must be JSON.',
  notString: 'answers must be a string.',
  empty: 'answers must not be empty.',
  tooLong: `answers must be at most ${MAX_ANSWERS_LENGTH} characters.`,
  bodyTooLarge: `Request body must be at most ${MAX_BODY_BYTES} bytes.`,
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;

export interface HandlerOptions {
  /** The checked environment (index.ts: checkEnvironment); none set when left out. */
  env?: (name: string) => string | undefined;
  /** LLM configuration; `null` forces the built-in analyser. Default: from LLM_* variables. */
  llm?: LlmConfig | null;
  /** Requests per minute per client; 0 disables. Default: GENERATE_REPORT_RATE_LIMIT or 20. */
  rateLimitPerMinute?: number;
  /** A ready-made per-caller limiter (takes precedence over rateLimitPerMinute). */
  rateLimiter?: RateLimiter;
  /** Requests per minute for the whole instance; 0 disables. Default: GENERATE_REPORT_GLOBAL_RATE_LIMIT or 300. */
  globalRateLimitPerMinute?: number;
  /** Pause between built-in report pieces. Default: GENERATE_REPORT_CHUNK_DELAY_MS or 0. */
  chunkDelayMs?: number;
  /** fetch used for the LLM relay (tests inject one). */
  fetch?: typeof fetch;
  /** Where operational messages go (never the API key). Default console.error. */
  log?: (message: string) => void;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function createHandler(options: HandlerOptions = {}): (request: Request) => Promise<Response> {
  const env = options.env ?? (() => undefined);
  const llm = options.llm !== undefined ? options.llm : llmConfigFromEnv(env);
  const perCaller =
    options.rateLimiter ??
    new RateLimiter({
      limit:
        options.rateLimitPerMinute ??
        nonNegativeInt(env('GENERATE_REPORT_RATE_LIMIT'), DEFAULT_RATE_LIMIT_PER_MINUTE),
      windowMs: ONE_MINUTE,
    });
  const global = new RateLimiter({
    limit:
      options.globalRateLimitPerMinute ??
      nonNegativeInt(env('GENERATE_REPORT_GLOBAL_RATE_LIMIT'), DEFAULT_GLOBAL_RATE_LIMIT_PER_MINUTE),
    windowMs: ONE_MINUTE,
    maxKeys: 1,
  });
  const forwardingKeys = serverKeys(env);
  const chunkDelayMs = options.chunkDelayMs ?? nonNegativeInt(env('GENERATE_REPORT_CHUNK_DELAY_MS'), 0);
  const log = options.log ?? ((message: string) => console.error(message));

  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') return jsonError(405, MESSAGES.method, { Allow: 'POST, OPTIONS' });

    const account = accountOf(request);
    const decision = tryTakeAll([
      [global, '*'],
      [perCaller, `address:${clientAddress(request, forwardingKeys)}`],
      ...(account ? [[perCaller, `account:${account}`] as [RateLimiter, string]] : []),
    ]);
    if (!decision.allowed) {
      await request.body?.cancel().catch(() => {});
      return jsonError(429, MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
    }

    const body = await readBody(request);
    if (body.kind === 'tooLarge') return jsonError(413, MESSAGES.bodyTooLarge);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return jsonError(400, MESSAGES.notJson);
    }
    const fields =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    const answers = fields.answers;
    if (typeof answers !== 'string') return jsonError(400, MESSAGES.notString);
    if (answers.trim() === '') return jsonError(400, MESSAGES.empty);
    // Length in UTF-16 code units, as a browser textarea's maxlength counts it.
    if (answers.length > MAX_ANSWERS_LENGTH) return jsonError(400, MESSAGES.tooLong);
    // Anything but 'en' or 'da' falls back to 'en' (docs/product.md §3, language).
    const language: Language = fields.language === 'da' ? 'da' : 'en';

    let text: ReadableStream<string>;
    if (llm) {
      try {
        text = await relayChatCompletion({
          config: llm,
          answers: answers.trim(),
          language,
          signal: request.signal,
          fetch: options.fetch,
        });
      } catch (error) {
        if (!(error instanceof UpstreamUnavailable)) throw error;
        log(`generate-report: LLM upstream unavailable (${error.detail})`);
        return jsonError(502, error.message);
      }
    } else {
      text = piecesStream(writeReport(answers.trim(), language), chunkDelayMs);
    }
    return new Response(encode(text), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // Without nosniff a browser may hold back the first bytes to sniff the type.
        'X-Content-Type-Options': 'nosniff',
        'X-Accel-Buffering': 'no',
      },
    });
  };
}

/** The handler built from the environment, as index.ts serves it. */
/** What the function reads from its environment, checked when it starts (index.ts). */
export const ENVIRONMENT: EnvironmentSpec = {
  required: [],
  urls: ['LLM_API_URL'],
  counts: [
    'GENERATE_REPORT_RATE_LIMIT',
    'GENERATE_REPORT_GLOBAL_RATE_LIMIT',
    'GENERATE_REPORT_CHUNK_DELAY_MS',
  ],
  jsonObjects: ['SUPABASE_SECRET_KEYS'],
  optional: ['LLM_API_KEY', 'LLM_MODEL', 'SUPABASE_SERVICE_ROLE_KEY'],
};

type BodyResult = { kind: 'ok'; text: string } | { kind: 'tooLarge' };

/** Reads at most MAX_BODY_BYTES; invalid UTF-8 becomes text that fails JSON.parse. */
async function readBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await request.body?.cancel().catch(() => {});
    return { kind: 'tooLarge' };
  }
  if (!request.body) return { kind: 'ok', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return { kind: 'tooLarge' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'ok', text: '\uFFFD' }; // not UTF-8, so not JSON
  }
}

/** Emits the pieces one per pull, pausing `delayMs` between them. */
function piecesStream(pieces: string[], delayMs: number): ReadableStream<string> {
  let index = 0;
  let cancelled = false;
  return new ReadableStream<string>(
    {
      async pull(controller) {
        if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (cancelled) return;
        if (index >= pieces.length) {
          controller.close();
          return;
        }
        controller.enqueue(pieces[index++]);
        if (index >= pieces.length) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}

/** UTF-8 encodes a text stream; cancelling the result cancels the source (and so the upstream). */
function encode(source: ReadableStream<string>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
