// The local inbox's store: every e-mail the auth service sends, newest first, in memory and bounded
// (the oldest message goes when the limit is reached), with Mailpit's search filters. Nothing leaves
// the machine and nothing survives a restart, as with the Supabase CLI's Inbucket.
import { randomBytes } from 'node:crypto';

export type Address = { Name: string; Address: string };

export type StoredMessage = {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
  /** What the message was sent for (signup, recovery, …), shown as Mailpit shows tags. */
  Tags: string[];
  /** Headers the sender added (the send API's `headers`), such as List-Unsubscribe. */
  Headers?: Record<string, string>;
};

const DEFAULT_MAX_MESSAGES = 1_000;
const SNIPPET_CHARS = 250;
const MAX_QUERY_TERMS = 20;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 22-character id like Mailpit's. */
function newId(): string {
  return [...randomBytes(22)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export function summary(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: message.Subject,
    Created: message.Created,
    Tags: message.Tags,
    Size: message.Size,
    Attachments: 0,
    Snippet: message.Text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_CHARS),
  };
}

export function fullMessage(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: message.From.Address,
    Subject: message.Subject,
    ListUnsubscribe: listUnsubscribe(message.Headers ?? {}),
    Date: message.Created,
    Tags: message.Tags,
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit's reading of the List-Unsubscribe headers: the header, its <links>, and the one-click header. */
function listUnsubscribe(headers: Record<string, string>) {
  const named = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const header = named('List-Unsubscribe');
  return {
    Header: header,
    Links: [...header.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!),
    Errors: '',
    HeaderPost: named('List-Unsubscribe-Post'),
  };
}

type Term = { field: 'to' | 'from' | 'subject' | 'any' | 'is' | 'tag'; value: string; negate: boolean };

export class SearchError extends Error {}

/** Mailpit's filter syntax, the common part: words and "phrases", to:, from:, subject:, tag:, is:read/unread, - or ! to negate. */
function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  for (const match of query.matchAll(/([-!]?)(?:(to|from|subject|tag|is):)?("([^"]*)"|\S+)/gi)) {
    const [, sign, field, raw, quoted] = match;
    const value = (quoted ?? raw!).toLowerCase();
    if (value === '') continue;
    terms.push({ field: (field?.toLowerCase() ?? 'any') as Term['field'], value, negate: sign !== '' });
    if (terms.length > MAX_QUERY_TERMS)
      throw new SearchError(`A search may have at most ${MAX_QUERY_TERMS} terms`);
  }
  return terms;
}

function matches(message: StoredMessage, term: Term): boolean {
  const addresses = (list: Address[]) => list.map((a) => `${a.Name} <${a.Address}>`.toLowerCase()).join(' ');
  let hit: boolean;
  switch (term.field) {
    case 'to':
      hit = addresses(message.To).includes(term.value);
      break;
    case 'from':
      hit = addresses([message.From]).includes(term.value);
      break;
    case 'subject':
      hit = message.Subject.toLowerCase().includes(term.value);
      break;
    case 'tag':
      hit = message.Tags.some((t) => t.toLowerCase() === term.value);
      break;
    case 'is':
      hit = term.value === 'read' ? message.Read : term.value === 'unread' ? !message.Read : false;
      break;
    default:
      hit = [message.Subject, message.Text, addresses(message.To), addresses([message.From])].some((s) =>
        s.toLowerCase().includes(term.value),
      );
  }
  return term.negate ? !hit : hit;
}

export class Inbox {
  /** Oldest first; listings reverse it. */
  private readonly messages: StoredMessage[] = [];

  constructor(private readonly maxMessages = DEFAULT_MAX_MESSAGES) {}

  add(message: Omit<StoredMessage, 'ID' | 'MessageID' | 'Created' | 'Size' | 'Read'>): StoredMessage {
    const id = newId();
    const stored: StoredMessage = {
      ...message,
      ID: id,
      MessageID: `${id}@local-supabase`,
      Created: new Date().toISOString(),
      Size:
        Buffer.byteLength(message.HTML) +
        Buffer.byteLength(message.Text) +
        Buffer.byteLength(message.Subject),
      Read: false,
    };
    this.messages.push(stored);
    while (this.messages.length > this.maxMessages) this.messages.shift();
    return stored;
  }

  get size(): number {
    return this.messages.length;
  }

  get unread(): number {
    return this.messages.filter((m) => !m.Read).length;
  }

  /** Newest first, optionally filtered by a search query (which may throw SearchError). */
  list(query = ''): StoredMessage[] {
    const terms = parseQuery(query);
    return this.messages.filter((m) => terms.every((t) => matches(m, t))).reverse();
  }

  /** One message by id, or the newest for "latest". */
  get(id: string): StoredMessage | undefined {
    if (id === 'latest') return this.messages[this.messages.length - 1];
    return this.messages.find((m) => m.ID === id);
  }

  setRead(ids: string[] | undefined, read: boolean): void {
    for (const m of this.messages) if (!ids || ids.includes(m.ID)) m.Read = read;
  }

  /** Deletes the given messages, or all of them. */
  delete(ids?: string[]): void {
    if (!ids) {
      this.messages.length = 0;
      return;
    }
    const doomed = new Set(ids);
    for (let i = this.messages.length - 1; i >= 0; i--)
      if (doomed.has(this.messages[i]!.ID)) this.messages.splice(i, 1);
  }
}
