// Reading what a client sent, once and with the same bounds everywhere: bodies of at most 64 KB, JSON
// through the bounded parser, e-mails and strings checked for type, length and control characters, and
// GoTrue's validation_failed answers for anything else. Every endpoint reads its input through here.
import type { IncomingMessage } from 'node:http';
import { JsonLimitError, parseBoundedJson } from '../http/limits.ts';
import { BodyTooLargeError, readBody } from '../http/respond.ts';
import { AuthError, validationFailed } from './errors.ts';
import { hasControlCharacters, isValidEmail, normaliseEmail } from './users.ts';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_METADATA_BYTES = 16 * 1024;

export type Json = Record<string, unknown>;

async function bodyText(req: IncomingMessage): Promise<string> {
  try {
    return await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AuthError(413, 'request_too_large', 'Request body is too large');
    throw error;
  }
}

export async function jsonBody(req: IncomingMessage): Promise<Json> {
  const text = await bodyText(req);
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : parseBoundedJson(text);
  } catch (error) {
    if (error instanceof JsonLimitError)
      throw new AuthError(400, 'bad_json', `Request body is too complex: ${error.message}`);
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return parsed as Json;
}

export async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await bodyText(req));
}

export function requireEmail(value: unknown, missing = 'An email address is required'): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationFailed(missing);
  const email = normaliseEmail(value);
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/** A string field that may be absent; present, it must be a string within `max` characters, without control characters. */
export function optionalString(value: unknown, name: string, max = 1_000): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${name} must be a string`);
  if (value.length > max) throw validationFailed(`${name} must be at most ${max} characters`);
  if (hasControlCharacters(value)) throw validationFailed(`${name} must not contain control characters`);
  return value;
}

export function metadata(value: unknown): Json {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw validationFailed('data must be a JSON object');
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) > MAX_METADATA_BYTES) throw validationFailed('User metadata is too large');
  // Postgres's jsonb cannot hold NUL; say so instead of failing in the database.
  if (json.includes('\\u0000')) throw validationFailed('User metadata must not contain NUL characters');
  return value as Json;
}

export type Pkce = { challenge: string; method: 's256' | 'plain' } | undefined;

/** GoTrue's validatePKCEParams: both or neither, a known method, a 43–128 character challenge. */
export function pkceParams(body: Json): Pkce {
  const challenge = optionalString(body.code_challenge, 'code_challenge', 256) ?? '';
  const method = (
    optionalString(body.code_challenge_method, 'code_challenge_method', 16) ?? ''
  ).toLowerCase();
  if (challenge === '' && method === '') return undefined;
  if (challenge === '' || method === '')
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain')
    throw validationFailed(`Unsupported PKCE code challenge method: ${method}`);
  if (challenge.length < 43 || challenge.length > 128)
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  if (!/^[A-Za-z0-9._~-]+$/.test(challenge))
    throw validationFailed('code challenge contains invalid characters');
  return { challenge, method };
}
