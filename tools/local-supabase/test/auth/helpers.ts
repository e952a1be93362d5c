// Helpers for the Auth contract tests: a stack with e-mail confirmations on and its limits out of the
// way (each test file that checks a limit sets its own), the local inbox read through its Mailpit API
// as a test or a person would, and RFC 6238 codes computed here from a factor's secret.
import { createHmac, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { ProjectConfig } from '../../src/project-config.ts';
import { type TestStack, useStack } from '../stack.ts';

export const PASSWORD = 'correct horse 1';

/** A stack for the auth flows: confirmations on, no per-user e-mail interval, generous limits. */
export function useAuthStack(project: Partial<ProjectConfig> = {}) {
  return useStack({
    project: {
      enableConfirmations: true,
      emailMaxFrequencySeconds: 0,
      emailSentPerHour: 100_000,
      signInSignUpsPer5Min: 100_000,
      tokenVerificationsPer5Min: 100_000,
      inbucket: { enabled: true, port: 0 },
      ...project,
    },
  });
}

export const freshEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export function client(stack: TestStack, options: { pkce?: boolean; key?: string } = {}): SupabaseClient {
  const storage = new Map<string, string>();
  return createClient(stack.url, options.key ?? stack.keys.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.pkce ? 'pkce' : 'implicit',
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
    },
  });
}

export type Summary = {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  Tags: string[];
  Snippet: string;
  Read: boolean;
};
export type Message = Summary & { HTML: string; Text: string; From: { Name: string; Address: string } };

/** The inbox through Mailpit's API. */
export function inbox(stack: TestStack) {
  const base = () => stack.inboxUrl!;
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${base()}${path}`, init);
    expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    list: () => json<{ total: number; messages: Summary[]; messages_count: number }>('/api/v1/messages'),
    search: (query: string) =>
      json<{ messages: Summary[]; messages_count: number }>(
        `/api/v1/search?query=${encodeURIComponent(query)}`,
      ),
    get: (id: string) => json<Message>(`/api/v1/message/${id}`),
    /** Every message to the address, newest first. */
    async to(address: string): Promise<Message[]> {
      const found = await this.search(`to:${address}`);
      return Promise.all(found.messages.map((m) => this.get(m.ID)));
    },
    /** The newest message to the address; fails when there is none. */
    async latest(address: string): Promise<Message> {
      const messages = await this.to(address);
      expect(messages.length, `messages to ${address}`).toBeGreaterThan(0);
      return messages[0]!;
    },
  };
}

/**
 * The code an auth e-mail carries: the digits after the colon that closes a sentence naming the "code"
 * (English) or "kode" (Danish), as every template writes it. Addresses and links hold digits too, and an
 * address may contain "code" itself (code-b6225834@example.com), so digits merely near the word are not it.
 */
export function codeIn(message: Message): string {
  const code = /\b(?:code|koden?)\b[^:\n]{0,40}:\s*(\d{6,10})\b/i.exec(message.Text)?.[1];
  expect(code, 'a code in the message').toBeDefined();
  return code!;
}

/** The /verify link, the code and the token hash an auth e-mail carries. */
export function readMail(message: Message): { link: string; code: string; tokenHash: string; type: string } {
  const link = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(message.HTML)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'a /verify link in the message').toBeDefined();
  const url = new URL(link!);
  return {
    link: link!,
    code: codeIn(message),
    tokenHash: url.searchParams.get('token')!,
    type: url.searchParams.get('type')!,
  };
}

/** Opens a link as a browser would, without following the redirect: where it sends the browser. */
export async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect([302, 303]).toContain(response.status);
  return new URL(response.headers.get('location')!);
}

export const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** Signs up and confirms through the inbox: a confirmed user with a client signed in as them. */
export async function confirmedUser(stack: TestStack, data: Record<string, unknown> = {}) {
  const email = freshEmail('user');
  const c = client(stack);
  const signUp = await c.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(signUp.error).toBeNull();
  const { code } = readMail(await inbox(stack).latest(email));
  const verified = await c.auth.verifyOtp({ email, token: code, type: 'email' });
  expect(verified.error).toBeNull();
  return { client: c, email, id: verified.data.user!.id, session: verified.data.session! };
}

// ---- RFC 6238, computed here (not with the server's code) ----

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The 6-digit TOTP code for `secret` at `unixSeconds` (default now), 30-second steps, HMAC-SHA1. */
export function totp(secret: string, unixSeconds = Date.now() / 1000): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = digest[19]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

type ApiError = { status?: number; code?: string; message: string };

export async function expectAuthError(
  promise: Promise<{ error: ApiError | null }>,
  status: number,
  code: string,
): Promise<ApiError> {
  const { error } = await promise;
  expect(error, `expected ${status} ${code}`).not.toBeNull();
  expect({ status: error!.status, code: error!.code }).toEqual({ status, code });
  return error!;
}
