// The bounds every request meets before it reaches a service, JSON.parse's callers or the database.
// Hosted Supabase has its own (its gateway refuses long URLs and headers, Postgres has a stack depth
// limit); here each one is explicit, so an oversized or deeply nested request is a clear 4xx instead of a
// stack overflow in JSON.stringify or in the embedded database.
import http from 'node:http';

export const LIMITS = {
  /** Request line: path and query string. */
  urlBytes: 8 * 1024,
  /** All header lines together (Node answers 431 beyond it). */
  headerBytes: 16 * 1024,
  /** Nesting of arrays and objects in any JSON body. */
  jsonDepth: 64,
  /** Members of one JSON object or elements of one array. */
  jsonItems: 10_000,
  /** One filter's value in a REST query string. */
  filterValueChars: 4 * 1024,
  /**
   * A statement with a regular-expression filter, on PGlite (one statement at a time for everyone): long
   * enough for any ordinary pattern over a development database (a few ms), short enough that, with the
   * ~250 ms a cancelled statement costs in restarting the engine, others wait well under a second.
   */
  regexStatementMs: 250,
  /** Time to receive a request's headers, and the whole request (slow senders hold a socket otherwise). */
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  /** How often Node looks for sockets past those timeouts (its default, 30 s, would let them linger). */
  connectionsCheckingIntervalMs: 1_000,
  /** Open sockets per server: well under the process's file-descriptor limit. */
  maxConnections: 2_048,
} as const;

/** An HTTP server held to the header, timeout and connection bounds above: the API's and the inbox's alike. */
export function createBoundedServer(): http.Server {
  const server = http.createServer({
    maxHeaderSize: LIMITS.headerBytes,
    headersTimeout: LIMITS.headersTimeoutMs,
    requestTimeout: LIMITS.requestTimeoutMs,
    keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
    connectionsCheckingInterval: LIMITS.connectionsCheckingIntervalMs,
  });
  server.maxConnections = LIMITS.maxConnections;
  return server;
}

export class JsonLimitError extends Error {}

/**
 * JSON.parse, then a walk (a loop, not recursion) that refuses values nested deeper or wider than the
 * limits. V8 parses deep input without recursing; what comes after (JSON.stringify, Postgres's json
 * functions) does not, so the check belongs here, once.
 */
export function parseBoundedJson(
  text: string,
  limits: { depth: number; items: number } = { depth: LIMITS.jsonDepth, items: LIMITS.jsonItems },
): unknown {
  const value: unknown = JSON.parse(text);
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limits.depth) throw new JsonLimitError(`JSON is nested deeper than ${limits.depth} levels`);
    const children = Array.isArray(current) ? current : Object.values(current);
    if (children.length > limits.items) {
      throw new JsonLimitError(
        `A JSON ${Array.isArray(current) ? 'array' : 'object'} has more than ${limits.items} ${Array.isArray(current) ? 'elements' : 'members'}`,
      );
    }
    for (const child of children)
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
  }
  return value;
}
