// The invitation e-mail in English or Danish: the team's name, who invites (when their profile has a
// name), the join link and when it stops working (docs/product.md §9). HTML and plain text say the
// same; every value from people (team and inviter names) is escaped in the HTML and kept on one line
// in the subject, so a name cannot add markup or a header.
import { type ProductLanguage, escapeHtml, intlLocale, oneLine } from '../_shared/common.ts';

export type MailLanguage = ProductLanguage;

export interface InvitationMail {
  teamName: string;
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

const TEXTS = {
  en: {
    subjectBy: (who: string, team: string) => `${who} invites you to the team assessment for “${team}”`,
    subject: (team: string) => `You are invited to the team assessment for “${team}”`,
    opening: (who: string | null, team: string) =>
      `${
        who ?? 'A colleague'
      } invites you to answer the 20 questions of the ${PRODUCT} about “${team}”, together with the rest of the team.`,
    how: 'Each of you answers on your own; the team report then shows where you agree and where you don’t. Who picked what stays anonymous.',
    button: 'Join the team assessment',
    until: (date: string) => `The link works until ${date} (UTC).`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  da: {
    subjectBy: (who: string, team: string) => `${who} inviterer dig til teamvurderingen af “${team}”`,
    subject: (team: string) => `Du er inviteret til teamvurderingen af “${team}”`,
    opening: (who: string | null, team: string) =>
      `${
        who ?? 'En kollega'
      } inviterer dig til at besvare de 20 spørgsmål i ${PRODUCT} om “${team}” sammen med resten af teamet.`,
    how: 'I svarer hver for sig; teamrapporten viser derefter, hvor I er enige, og hvor I ikke er. Hvem der valgte hvad, forbliver anonymt.',
    button: 'Bliv medlem af teamvurderingen',
    until: (date: string) => `Linket virker indtil ${date} (UTC).`,
    ignore: 'Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail.',
  },
} as const;

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
  const team = oneLine(mail.teamName);
  const who = mail.inviterName ? oneLine(mail.inviterName) || null : null;
  const until = texts.until(formatExpiry(mail.expiresAt, mail.language));
  const subject = who ? texts.subjectBy(who, team) : texts.subject(team);
  const html = [
    `<p>${escapeHtml(texts.opening(who, team))}</p>`,
    `<p>${escapeHtml(texts.how)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(until)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
  ].join('\n');
  const text = [
    texts.opening(who, team),
    texts.how,
    `${texts.button}: ${mail.link}`,
    until,
    texts.ignore,
  ].join('\n\n');
  return { subject: oneLine(subject), html, text };
}
