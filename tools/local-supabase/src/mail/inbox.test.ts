// The inbox's store: bounded (the oldest message goes first), newest first, and Mailpit's search terms.
import { describe, expect, it } from 'vitest';
import { Inbox, SearchError, summary } from './inbox.ts';

const message = (to: string, subject: string, text = 'body') => ({
  From: { Name: 'Supabase Auth', Address: 'noreply@mail.app.supabase.io' },
  To: [{ Name: '', Address: to }],
  Subject: subject,
  HTML: `<p>${text}</p>`,
  Text: text,
  Tags: ['recovery'],
});

describe('Inbox', () => {
  it('keeps at most its limit, dropping the oldest', () => {
    const inbox = new Inbox(3);
    for (let i = 0; i < 5; i++) inbox.add(message(`u${i}@example.com`, `s${i}`));
    expect(inbox.size).toBe(3);
    expect(inbox.list().map((m) => m.Subject)).toEqual(['s4', 's3', 's2']);
    expect(inbox.get('latest')?.Subject).toBe('s4');
  });

  it('searches by to:, from:, subject:, tag:, is:, words and negation', () => {
    const inbox = new Inbox();
    inbox.add(message('ada@example.com', 'Reset your password', 'the code is 123456'));
    inbox.add(message('bob@example.com', 'Confirm your e-mail address'));
    expect(inbox.list('to:ada@example.com').map((m) => m.Subject)).toEqual(['Reset your password']);
    expect(inbox.list('subject:"confirm your"').map((m) => m.To[0]!.Address)).toEqual(['bob@example.com']);
    expect(inbox.list('123456')).toHaveLength(1);
    expect(inbox.list('-to:ada')).toHaveLength(1);
    expect(inbox.list('tag:recovery from:noreply')).toHaveLength(2);
    inbox.setRead([inbox.list('to:bob')[0]!.ID], true);
    expect(inbox.list('is:unread')).toHaveLength(1);
    expect(() => inbox.list(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toThrow(SearchError);
  });

  it('deletes by id or all; summaries carry a snippet', () => {
    const inbox = new Inbox();
    const kept = inbox.add(message('a@example.com', 'one', 'x '.repeat(300)));
    const gone = inbox.add(message('b@example.com', 'two'));
    inbox.delete([gone.ID]);
    expect(inbox.list().map((m) => m.ID)).toEqual([kept.ID]);
    expect(summary(kept).Snippet.length).toBeLessThanOrEqual(250);
    inbox.delete();
    expect(inbox.size).toBe(0);
  });
});
