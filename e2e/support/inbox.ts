// The e2e stack's local inbox (every e-mail the Auth service sends lands there), read through its
// Mailpit-shaped API as a test or a person would: the newest message to an address, and the link and
// 6-digit code an auth e-mail carries.
import { expect } from '@playwright/test';

type Summary = { ID: string; Subject: string; To: { Address: string }[]; Created: string };
export type Mail = Summary & {
  HTML: string;
  Text: string;
  /** Mailpit's reading of the List-Unsubscribe headers (RFC 2369 and RFC 8058's one-click). */
  ListUnsubscribe: { Header: string; Links: string[]; HeaderPost: string };
};

/** Where the stack serves its inbox: supabase/config.toml's [inbucket] port, on 127.0.0.1. */
function inboxUrl(): string {
  return process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:54324';
}

async function json<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${inboxUrl()}${pathAndQuery}`);
  if (!response.ok) throw new Error(`inbox ${pathAndQuery}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every message to the address, newest first (to: matches part of an address: only this one is kept). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const found = await json<{ messages: Summary[] }>(
    `/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`,
  );
  const wanted = address.toLowerCase();
  const toAddress = found.messages.filter((message) =>
    message.To.some((to) => to.Address.toLowerCase() === wanted),
  );
  return Promise.all(toAddress.map((message) => json<Mail>(`/api/v1/message/${message.ID}`)));
}

/** Waits for the count-th message to the address (1 = the first ever) and returns the newest. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, {
      message: `mail number ${count} to ${address}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mails[0]!;
}

/** The /verify link and the code of an auth e-mail. */
export function readMail(mail: Mail): { link: string; code: string } {
  const link = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.HTML)?.[1]?.replaceAll('&amp;', '&');
  const code = /\b(?:code|koden?)\b[^:\n]{0,40}:\s*(\d{6,10})\b/i.exec(mail.Text)?.[1];
  if (!link || !code) throw new Error(`no link or code in "${mail.Subject}"`);
  return { link, code };
}
