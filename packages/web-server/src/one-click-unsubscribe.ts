// One-click unsubscribe (RFC 8058) from the reminder e-mails. Their List-Unsubscribe-Post header tells a
// mail program that it may POST to the unsubscribe link itself: no page, no cookies, no script. The host
// answers that POST as the page's button does, by calling unsubscribe_reminders with the link's token and
// the anon key. Opening the link (GET) still shows the page, whose button asks first, because mail
// scanners open links by themselves. The token is the only secret, so the form the body comes in
// (urlencoded or multipart, "List-Unsubscribe=One-Click") is not read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostSupabase } from './supabase/host-client.ts';
import type { SupabaseProject } from '@ahc/platform/app-config';

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/reminders/unsubscribe';

const ANSWERS = new Map([
  ['unsubscribed', { status: 200, text: 'Reminders are off.' }],
  ['already_used', { status: 200, text: 'These reminders were already turned off.' }],
  ['not_found', { status: 404, text: 'This unsubscribe link is not valid.' }],
]);

function send(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${text}\n`);
}

export async function answerOneClickUnsubscribe(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  project: SupabaseProject,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  // Read and drop the body, so that the connection stays usable for the next request.
  req.resume();
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (token === '') return send(res, 400, 'This unsubscribe link has no token.');
  const { data } = await hostSupabase(
    { supabaseUrl: project.supabaseUrl, key: project.supabaseAnonKey },
    fetchImpl,
  ).rpc('unsubscribe_reminders', { token });
  const known = ANSWERS.get(String(data?.status));
  if (!known) return send(res, 502, 'Reminders could not be changed just now; try the link again later.');
  send(res, known.status, known.text);
}
