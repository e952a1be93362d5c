// The inbox's web pages: the message list (with Mailpit's search box) and one message, rendered on the
// server with every value escaped, no script and no external asset. A message's HTML is shown in a
// sandboxed frame from its own URL (served with a sandbox CSP), its links listed beside it as plain
// anchors so a confirmation link is one click away.
import { escapeHtml } from '@ahc/common';
import type { StoredMessage } from './inbox.ts';
import { extractLinks } from './text.ts';

/** The list and message pages: nothing runs, styles are inline, frames only from this origin. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** A message's own HTML: a sandbox (unique origin, no script, no forms), framed only by the inbox. */
export const MESSAGE_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'";

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1c2024; background: #f9f9fb; }
  header { background: #1c2024; color: #fff; padding: .75rem 1.25rem; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  header form { display: flex; gap: .5rem; margin-left: auto; }
  main { max-width: 64rem; margin: 1.25rem auto; padding: 0 1rem; }
  input[type=search] { padding: .35rem .5rem; border-radius: 6px; border: 1px solid #8b8d98; min-width: 16rem; font: inherit; }
  button { font: inherit; padding: .35rem .75rem; border-radius: 6px; border: 1px solid #8b8d98; background: #fff; cursor: pointer; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e0e1e6; vertical-align: top; }
  tr.unread td { font-weight: 600; }
  .muted { color: #60646c; font-size: .9em; }
  .tag { display: inline-block; background: #e8f0fe; border-radius: 4px; padding: 0 .35rem; font-size: .8em; margin-right: .25rem; }
  iframe { box-sizing: border-box; width: 100%; min-height: 24rem; border: 1px solid #e0e1e6; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e0e1e6; padding: .75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .links li { word-break: break-all; }
`;

function layout(title: string, query: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · local inbox</title>
  <style>${STYLE}</style>
</head>
<body>
  <header>
    <a href="/">Local inbox</a>
    <span class="muted" style="color:#b9bbc6">E-mails local-supabase would have sent. Nothing leaves this machine.</span>
    <form method="get" action="/">
      <input type="search" name="q" value="${escapeHtml(query)}" placeholder="to:ada@example.com subject:reset" maxlength="1000" aria-label="Search">
      <button type="submit">Search</button>
    </form>
  </header>
  <main>
${content}
  </main>
</body>
</html>`;
}

export function renderList(
  messages: StoredMessage[],
  options: { query: string; start: number; limit: number; total: number; error?: string },
): string {
  const rows = messages
    .map(
      (m) => `      <tr class="${m.Read ? 'read' : 'unread'}">
        <td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a><br>${m.Tags.map((t) => `<span class="tag">${escapeHtml(t)}</span>`).join('')}</td>
        <td>${m.To.map((a) => escapeHtml(a.Address)).join(', ')}</td>
        <td class="muted">${escapeHtml(new Date(m.Created).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>
      </tr>`,
    )
    .join('\n');
  const next =
    options.start + options.limit < options.total
      ? `<a href="/?${new URLSearchParams({ q: options.query, start: String(options.start + options.limit) })}">Older messages</a>`
      : '';
  const body = options.error
    ? `<p role="alert">${escapeHtml(options.error)}</p>`
    : messages.length === 0
      ? `<p>No messages${options.query ? ' match this search' : ' yet'}.</p>`
      : `<table>
      <thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
    <p>${next}</p>`;
  return layout(
    'Messages',
    options.query,
    `    <h1>Messages <span class="muted">(${options.total})</span></h1>
    <form method="post" action="/delete-all"><button type="submit">Delete all messages</button></form>
    ${body}`,
  );
}

export function renderMessage(message: StoredMessage): string {
  const links = extractLinks(message.HTML);
  return layout(
    message.Subject,
    '',
    `    <p><a href="/">← All messages</a></p>
    <h1>${escapeHtml(message.Subject || '(no subject)')}</h1>
    <dl>
      <dt>From</dt><dd>${escapeHtml(`${message.From.Name} <${message.From.Address}>`)}</dd>
      <dt>To</dt><dd>${message.To.map((a) => escapeHtml(a.Address)).join(', ')}</dd>
      <dt>Received</dt><dd>${escapeHtml(message.Created)}</dd>
      <dt>ID</dt><dd><code>${escapeHtml(message.ID)}</code> · <a href="/api/v1/message/${encodeURIComponent(message.ID)}">JSON</a></dd>
    </dl>
    ${links.length ? `<h2>Links</h2>\n    <ul class="links">${links.map((l) => `<li><a href="${escapeHtml(l)}" rel="noreferrer">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
    <h2>HTML</h2>
    <iframe src="/view/${encodeURIComponent(message.ID)}.html" sandbox title="The message's HTML"></iframe>
    <h2>Text</h2>
    <pre>${escapeHtml(message.Text)}</pre>`,
  );
}

export function renderNotFound(): string {
  return layout(
    'Not found',
    '',
    '    <h1>Not found</h1>\n    <p>This message is not in the inbox (it may have been deleted, or pushed out by newer ones).</p>\n    <p><a href="/">All messages</a></p>',
  );
}
