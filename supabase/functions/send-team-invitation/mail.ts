// The invitation e-mail in English or Danish (docs/product.md §9): the product's own words, who invites
// (when their profile has a name fit for an e-mail), the join link and when it stops working. Like
// hosted Supabase's e-mail templates, it carries no text of the sender's beyond that name: not the
// team's name (an owner could name a team "Your account is locked: log in at …" and have the product
// mail it to any address), which the join link's page shows once it is opened. The name itself is used
// only when it reads as a name: at most 60 characters of letters, spaces and the punctuation of names,
// nothing a mail program would make a link of, no markup and no control, bidirectional or invisible
// characters; any other name is "A colleague". HTML and plain text say the same, the HTML escaped.
import { type ProductLanguage, escapeHtml, intlLocale, oneLine } from '../_shared/common.ts';

export type MailLanguage = ProductLanguage;

export interface InvitationMail {
  inviterName: string | null;
  link: string;
  expiresAt: string;
  language: MailLanguage;
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

const PRODUCT = 'Architecture Health Check';
export const MAX_INVITER_NAME_LENGTH = 60;

const TEXTS = {
  en: {
    subjectBy: (who: string) => `${who} invites you to a team assessment`,
    subject: 'You are invited to a team assessment',
    opening: (who: string | null) =>
      `${who ?? 'A colleague'} invites you to a team assessment in the ${PRODUCT}: the members of a team ` +
      'answer the same 20 questions about a system they share.',
    how:
      'Each of you answers on your own; the team report then shows where you agree and where you don’t. ' +
      'Who picked what stays anonymous.',
    which: 'The link shows which system the assessment is about before you join.',
    button: 'Join the team assessment',
    until: (date: string) => `The link works until ${date} (UTC).`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  da: {
    subjectBy: (who: string) => `${who} inviterer dig til en teamvurdering`,
    subject: 'Du er inviteret til en teamvurdering',
    opening: (who: string | null) =>
      `${who ?? 'En kollega'} inviterer dig til en teamvurdering i ${PRODUCT}: medlemmerne af et team ` +
      'besvarer de samme 20 spørgsmål om et system, de deler.',
    how:
      'I svarer hver for sig; teamrapporten viser derefter, hvor I er enige, og hvor I ikke er. ' +
      'Hvem der valgte hvad, forbliver anonymt.',
    which: 'Linket viser, hvilket system vurderingen handler om, før du bliver medlem.',
    button: 'Bliv medlem af teamvurderingen',
    until: (date: string) => `Linket virker indtil ${date} (UTC).`,
    ignore: 'Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail.',
  },
} as const;

/** Letters (any script, with their marks), spaces, and the apostrophes, hyphens, dots and commas of names. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.,-]*$/u;
/** What a mail program makes a link of: a dot or an @ between words (a domain, an address). */
const LINK_LIKE = /[.@][\p{L}\p{N}]/u;

/** The inviter's name as the e-mail may carry it, or null (the e-mail then says "A colleague"). */
export function inviterNameForMail(name: string | null | undefined): string | null {
  const text = oneLine(name ?? '').normalize('NFC');
  if (text === '' || [...text].length > MAX_INVITER_NAME_LENGTH) return null;
  return NAME.test(text) && !LINK_LIKE.test(text) ? text : null;
}

/** The expiry as a reader of the language writes it, in UTC (the mail cannot know the reader's zone). */
export function formatExpiry(iso: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

export function composeInvitationMail(mail: InvitationMail): ComposedMail {
  const texts = TEXTS[mail.language];
  const who = inviterNameForMail(mail.inviterName);
  const until = texts.until(formatExpiry(mail.expiresAt, mail.language));
  const subject = who ? texts.subjectBy(who) : texts.subject;
  const html = [
    `<p>${escapeHtml(texts.opening(who))}</p>`,
    `<p>${escapeHtml(texts.how)}</p>`,
    `<p>${escapeHtml(texts.which)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(until)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
  ].join('\n');
  const text = [
    texts.opening(who),
    texts.how,
    texts.which,
    `${texts.button}: ${mail.link}`,
    until,
    texts.ignore,
  ].join('\n\n');
  return { subject, html, text };
}
