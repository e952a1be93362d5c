// The local inbox on its own port (config.toml's [inbucket] port, 54324, where the Supabase CLI puts
// Inbucket/Mailpit): a web page listing and showing messages, and Mailpit's HTTP API for tests and
// people (GET /api/v1/messages, GET /api/v1/message/{ID|latest}, GET /api/v1/search?query=, DELETE
// /api/v1/messages, DELETE /api/v1/search, PUT /api/v1/messages for read status, GET /api/v1/info).
// It listens on 127.0.0.1 only, answers only requests addressed to that host (a DNS-rebinding page
// cannot read the magic links in it), takes state-changing requests only from its own pages or from
// non-browser clients, and has the same request bounds as the API port. Given an API key, it also takes
// e-mails from edge functions at POST /emails, shaped like Resend's API (send-api.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JsonLimitError, LIMITS, createBoundedServer, parseBoundedJson } from '../http/limits.ts';
import { BodyTooLargeError, readBody } from '../http/respond.ts';
import { type Inbox, SearchError, fullMessage, summary } from './inbox.ts';
import { MESSAGE_CSP, PAGE_CSP, renderList, renderMessage, renderNotFound } from './inbox-page.ts';
import { createSendApi } from './send-api.ts';

const MAX_BODY_BYTES = 64 * 1024;
/** An e-mail sent through POST /emails (HTML and text of one message). */
const MAX_SEND_BYTES = 512 * 1024;
const MAX_QUERY_CHARS = 1_000;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1_000;
const ID = /^[A-Za-z0-9]{1,64}$/;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, ...SECURITY_HEADERS, ...extra });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
const sendText = (res: ServerResponse, status: number, text: string) =>
  send(res, status, text, 'text/plain; charset=utf-8');
const sendPage = (res: ServerResponse, status: number, html: string) =>
  send(res, status, html, 'text/html; charset=utf-8', { 'content-security-policy': PAGE_CSP });

class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function paging(url: URL): { start: number; limit: number } {
  const number = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw new ClientError(400, `${name} must be a whole number`);
    return Math.min(Number(raw), max);
  };
  return { start: number('start', 0, 1_000_000), limit: number('limit', DEFAULT_LIMIT, MAX_LIMIT) };
}

function searchQuery(url: URL, name = 'query'): string {
  const query = (url.searchParams.get(name) ?? '').trim();
  if (query.length > MAX_QUERY_CHARS)
    throw new ClientError(400, `The search is longer than ${MAX_QUERY_CHARS} characters`);
  if ([...query].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    throw new ClientError(400, 'The search contains control characters');
  return query;
}

/** Mailpit's {IDs: [...]} bodies (and {Read, IDs} for PUT), bounded and checked. */
async function idsBody(req: IncomingMessage): Promise<{ ids?: string[]; read: boolean }> {
  let text: string;
  try {
    text = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ClientError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
    throw error;
  }
  if (text.trim() === '') return { read: false };
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(text);
  } catch (error) {
    throw new ClientError(400, error instanceof JsonLimitError ? error.message : 'Request body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ClientError(400, 'Request body must be a JSON object');
  const { IDs, Read } = parsed as { IDs?: unknown; Read?: unknown };
  if (
    IDs !== undefined &&
    IDs !== null &&
    (!Array.isArray(IDs) ||
      IDs.length > MAX_LIMIT ||
      !IDs.every((id) => typeof id === 'string' && ID.test(id)))
  ) {
    throw new ClientError(400, `IDs must be an array of at most ${MAX_LIMIT} message IDs`);
  }
  return { ids: Array.isArray(IDs) && IDs.length > 0 ? (IDs as string[]) : undefined, read: Read === true };
}

export type RunningInbox = { url: string; port: number; close(): Promise<void> };

/** A JSON body for POST /emails: Resend answers a body that is not JSON with a validation_error. */
async function sendBody(req: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = await readBody(req, MAX_SEND_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ClientError(413, `Request body is larger than ${MAX_SEND_BYTES} bytes`);
    throw error;
  }
  try {
    return parseBoundedJson(text);
  } catch {
    return undefined;
  }
}

export async function startInboxServer(
  inbox: Inbox,
  options: { port: number; host?: string; apiKey?: string },
): Promise<RunningInbox> {
  const sendApi = options.apiKey ? createSendApi(inbox, options.apiKey) : undefined;
  const host = options.host ?? '127.0.0.1';
  const server = createBoundedServer();

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(port, host, () => {
        server.off('error', onError);
        resolve();
      });
    });
  try {
    await listen(options.port);
  } catch (error) {
    // The configured port is taken (another stack, a test run): the inbox still works, elsewhere.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
    await listen(0);
    console.warn(
      `[inbox] port ${options.port} is taken; the local inbox is on port ${(server.address() as AddressInfo).port} instead`,
    );
  }
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  const allowedHosts = new Set([`${host}:${port}`, `localhost:${port}`, `[::1]:${port}`]);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if ((req.url ?? '').length > LIMITS.urlBytes)
      throw new ClientError(414, `Request URI is longer than ${LIMITS.urlBytes} bytes`);
    // A page on another site that rebinds its name to 127.0.0.1 still sends its own name as Host.
    if (!allowedHosts.has(req.headers.host ?? ''))
      throw new ClientError(403, 'This inbox answers only requests addressed to 127.0.0.1 or localhost');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      throw new ClientError(400, 'Malformed request URI');
    }
    const changes = method !== 'GET' && method !== 'HEAD';
    // Another site's form or script may not change the inbox: browsers name the page's origin.
    const from = req.headers.origin;
    if (changes && from !== undefined && from !== origin && from !== `http://localhost:${port}`)
      throw new ClientError(403, 'Cross-origin requests may not change the inbox');
    const path = url.pathname;

    if (path === '/readyz' || path === '/livez') return sendText(res, 200, 'ok');
    if (method === 'POST' && path === '/emails' && sendApi) {
      const idempotency = req.headers['idempotency-key'];
      const answer = sendApi({
        authorization: req.headers.authorization,
        idempotencyKey: Array.isArray(idempotency) ? idempotency[0] : idempotency,
        body: await sendBody(req),
      });
      return sendJson(res, answer.status, answer.body);
    }
    if (method === 'GET' && path === '/') {
      const query = searchQuery(url, 'q');
      const { start, limit } = paging(url);
      try {
        const matching = inbox.list(query);
        return sendPage(
          res,
          200,
          renderList(matching.slice(start, start + limit), { query, start, limit, total: matching.length }),
        );
      } catch (error) {
        if (error instanceof SearchError)
          return sendPage(res, 400, renderList([], { query, start, limit, total: 0, error: error.message }));
        throw error;
      }
    }
    if (method === 'POST' && path === '/delete-all') {
      req.resume();
      inbox.delete();
      res.writeHead(303, { location: '/', ...SECURITY_HEADERS });
      return void res.end();
    }
    const view = /^\/view\/([^/]+?)(\.html)?$/.exec(path);
    if (method === 'GET' && view) {
      const message = ID.test(view[1]!) ? inbox.get(view[1]!) : undefined;
      if (!message) return sendPage(res, 404, renderNotFound());
      if (view[2])
        return send(res, 200, message.HTML, 'text/html; charset=utf-8', {
          'content-security-policy': MESSAGE_CSP,
        });
      inbox.setRead([message.ID], true);
      return sendPage(res, 200, renderMessage(message));
    }

    if (path === '/api/v1/messages') {
      if (method === 'GET') {
        const { start, limit } = paging(url);
        const all = inbox.list();
        return sendJson(res, 200, {
          total: all.length,
          unread: inbox.unread,
          count: Math.min(limit, Math.max(0, all.length - start)),
          messages_count: all.length,
          messages_unread: inbox.unread,
          start,
          tags: [],
          messages: all.slice(start, start + limit).map(summary),
        });
      }
      if (method === 'DELETE') {
        inbox.delete((await idsBody(req)).ids);
        return sendText(res, 200, 'ok');
      }
      if (method === 'PUT') {
        const { ids, read } = await idsBody(req);
        inbox.setRead(ids, read);
        return sendText(res, 200, 'ok');
      }
    }
    if (path === '/api/v1/search') {
      const query = searchQuery(url);
      if (query === '') throw new ClientError(400, 'Error: no search query');
      let matching;
      try {
        matching = inbox.list(query);
      } catch (error) {
        if (error instanceof SearchError) throw new ClientError(400, error.message);
        throw error;
      }
      if (method === 'GET') {
        const { start, limit } = paging(url);
        return sendJson(res, 200, {
          total: inbox.size,
          unread: inbox.unread,
          count: Math.min(limit, Math.max(0, matching.length - start)),
          messages_count: matching.length,
          messages_unread: matching.filter((m) => !m.Read).length,
          start,
          tags: [],
          messages: matching.slice(start, start + limit).map(summary),
        });
      }
      if (method === 'DELETE') {
        req.resume();
        inbox.delete(matching.map((m) => m.ID));
        return sendText(res, 200, 'ok');
      }
    }
    const one = /^\/api\/v1\/message\/([^/]+)(\/(headers|raw))?$/.exec(path);
    if (method === 'GET' && one) {
      const message = ID.test(one[1]!) ? inbox.get(one[1]!) : undefined;
      if (!message) throw new ClientError(404, 'message not found');
      if (one[3] === 'headers') {
        return sendJson(res, 200, {
          Date: [message.Created],
          From: [`${message.From.Name} <${message.From.Address}>`],
          To: message.To.map((a) => a.Address),
          Subject: [message.Subject],
          'Message-Id': [`<${message.MessageID}>`],
          'Content-Type': ['text/html; charset=utf-8'],
        });
      }
      if (one[3] === 'raw') {
        return sendText(
          res,
          200,
          [
            `From: ${message.From.Name} <${message.From.Address}>`,
            `To: ${message.To.map((a) => a.Address).join(', ')}`,
            `Subject: ${message.Subject}`,
            `Date: ${new Date(message.Created).toUTCString()}`,
            `Message-Id: <${message.MessageID}>`,
            'MIME-Version: 1.0',
            'Content-Type: text/html; charset=utf-8',
            '',
            message.HTML,
          ].join('\r\n'),
        );
      }
      inbox.setRead([message.ID], true);
      return sendJson(res, 200, fullMessage(message));
    }
    if (method === 'GET' && path === '/api/v1/info') {
      return sendJson(res, 200, {
        Version: 'local-supabase',
        Messages: inbox.size,
        Unread: inbox.unread,
        Tags: {},
      });
    }
    throw new ClientError(404, '404 page not found');
  }

  server.on('request', (req, res) => {
    route(req, res).catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return void res.destroy();
      if (error instanceof ClientError) return sendText(res, error.status, error.message);
      console.error('[inbox] unexpected error', error);
      sendText(res, 500, 'Unexpected failure in the local inbox');
    });
  });

  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
