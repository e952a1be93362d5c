// The local inbox's sending API, shaped like Resend's POST /emails so an edge function that mails
// through Resend (RESEND_API_URL, RESEND_API_KEY) sends into the inbox on this machine instead: the
// same request ({from, to, subject, html, text, tags, headers}, Authorization: Bearer <key>, Idempotency-Key),
// the same answers (200 {id}; errors {statusCode, name, message} with missing_api_key 401,
// invalid_api_key 403, missing_required_field and validation_error 422, invalid_idempotent_request
// 409). The message is kept like Auth's mails, so the inbox page and /api/v1/messages show it.
import { randomUUID } from 'node:crypto';
import { escapeHtml, oneLine } from '@ahc/common';
import type { Address, Inbox } from './inbox.ts';
import { htmlToText } from './text.ts';

export type SendAnswer = { status: number; body: unknown };

export type SendRequest = {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
};

/** Resend's own limit on recipients of one e-mail. */
const MAX_RECIPIENTS = 50;
const MAX_IDEMPOTENCY_KEYS = 1_000;
const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
/** A header's name (RFC 5322 field name) and a value on one line. */
const HEADER_NAME = /^[!-9;-~]{1,100}$/;
const HEADER_VALUE = /^[^\r\n]{0,2000}$/;

const error = (statusCode: number, name: string, message: string): SendAnswer => ({
  status: statusCode,
  body: { statusCode, name, message },
});

/** "Name <address>" or "address"; undefined when it is neither. */
export function parseAddress(value: string): Address | undefined {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  const address = (named ? named[2]! : value).trim();
  if (!ADDRESS.test(address)) return undefined;
  return { Name: named ? named[1]!.replace(/^"|"$/g, '') : '', Address: address };
}

export function createSendApi(inbox: Inbox, apiKey: string, now: () => number = Date.now) {
  /** Idempotency-Key → what was sent and its id, for 24 hours, as Resend keeps them. */
  const sent = new Map<string, { payload: string; id: string; at: number }>();

  return function send(request: SendRequest): SendAnswer {
    const key = request.authorization ? /^Bearer\s+(\S+)$/i.exec(request.authorization)?.[1] : undefined;
    if (!key)
      return error(
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
      );
    if (key !== apiKey) return error(403, 'invalid_api_key', 'API key is invalid');

    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return error(422, 'validation_error', 'The request body must be a JSON object.');
    const { from, to, subject, html, text, tags, headers } = body as Record<string, unknown>;
    for (const [name, value] of [
      ['from', from],
      ['to', to],
      ['subject', subject],
    ] as const) {
      if (value === undefined || value === null || value === '')
        return error(422, 'missing_required_field', `Missing \`${name}\` field.`);
    }
    const sender = typeof from === 'string' ? parseAddress(from) : undefined;
    if (!sender)
      return error(
        422,
        'validation_error',
        'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
      );
    const list = typeof to === 'string' ? [to] : Array.isArray(to) ? to : [];
    const recipients = list.map((item) => (typeof item === 'string' ? parseAddress(item) : undefined));
    if (
      recipients.length === 0 ||
      recipients.length > MAX_RECIPIENTS ||
      recipients.some((r) => r === undefined)
    ) {
      return error(
        422,
        'validation_error',
        `Invalid \`to\` field. Give 1 to ${MAX_RECIPIENTS} addresses in the \`email@example.com\` or \`Name <email@example.com>\` format.`,
      );
    }
    if (typeof subject !== 'string') return error(422, 'validation_error', 'Invalid `subject` field.');
    if (
      (html !== undefined && typeof html !== 'string') ||
      (text !== undefined && typeof text !== 'string') ||
      (html === undefined && text === undefined)
    ) {
      return error(422, 'validation_error', 'Give the message as `html`, `text` or both (strings).');
    }
    const tagValues = Array.isArray(tags)
      ? tags.map((tag) =>
          typeof tag === 'object' && tag !== null ? (tag as { value?: unknown }).value : undefined,
        )
      : [];
    if (
      tags !== undefined &&
      (!Array.isArray(tags) ||
        tagValues.some((value) => typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(value)))
    ) {
      return error(
        422,
        'validation_error',
        'Invalid `tags` field: each tag is {name, value} of ASCII letters, numbers, underscores or dashes.',
      );
    }

    const customHeaders = headers === undefined ? {} : headers;
    if (
      typeof customHeaders !== 'object' ||
      customHeaders === null ||
      Array.isArray(customHeaders) ||
      Object.entries(customHeaders).some(
        ([name, value]) => !HEADER_NAME.test(name) || typeof value !== 'string' || !HEADER_VALUE.test(value),
      )
    ) {
      return error(
        422,
        'validation_error',
        'Invalid `headers` field: an object of header names to one-line string values.',
      );
    }

    const payload = JSON.stringify(body);
    const idempotencyKey = request.idempotencyKey;
    if (idempotencyKey !== undefined) {
      if (idempotencyKey.length < 1 || idempotencyKey.length > 256)
        return error(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
      for (const [k, entry] of sent) if (entry.at <= now() - IDEMPOTENCY_MS) sent.delete(k);
      const earlier = sent.get(idempotencyKey);
      if (earlier && earlier.payload !== payload)
        return error(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
        );
      if (earlier) return { status: 200, body: { id: earlier.id } };
    }

    const htmlPart = typeof html === 'string' ? html : `<pre>${escapeHtml(String(text))}</pre>`;
    inbox.add({
      From: sender,
      To: recipients as Address[],
      Subject: oneLine(subject),
      HTML: htmlPart,
      Text: typeof text === 'string' ? text : htmlToText(htmlPart),
      Tags: tagValues.length > 0 ? (tagValues as string[]) : ['api'],
      Headers: customHeaders as Record<string, string>,
    });
    const id = randomUUID();
    if (idempotencyKey !== undefined) {
      sent.set(idempotencyKey, { payload, id, at: now() });
      if (sent.size > MAX_IDEMPOTENCY_KEYS) sent.delete(sent.keys().next().value!);
    }
    return { status: 200, body: { id } };
  };
}
