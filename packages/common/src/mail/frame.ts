// The product's look for every e-mail it sends: the reminders and invitations the edge functions write,
// and the Auth service's templates (supabase/templates, written from auth-templates.ts). One frame: the
// product's name over an accent rule, the title, the content, a button in the accent colour, and a
// footer in small grey text, on a white card. E-mail programs keep only inline styles and tables, so
// that is all it uses; the colours are the product's (Radix indigo 9 as the accent, its grey scale for
// text), with text at 4.5:1 or more against its background. Texts passed in are escaped here; HTML passed
// in (contentHtml, footerHtml) is the caller's, already escaped.
import { escapeHtml } from '../html.ts';
import type { ProductLanguage } from '../locale.ts';

export const PRODUCT_NAME = 'Architecture Health Check';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const MAIL_COLORS = {
  accent: '#3e63dd',
  text: '#1c2024',
  muted: '#60646c',
  border: '#e0e1e6',
  page: '#f3f4f8',
  card: '#ffffff',
} as const;

export type MailFrame = {
  language: ProductLanguage;
  /** The e-mail's heading (and the document's title). */
  title: string;
  /** The body under the heading: paragraphs, lists, buttons (mailParagraph, mailButton). */
  contentHtml: string;
  /** Small print under the card's body (why the mail came, how to stop it). */
  footerHtml: string;
};

/** A paragraph of text, escaped. */
export const mailParagraph = (text: string): string => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;

/** A link drawn as the product's primary button. */
export const mailButton = (href: string, label: string): string =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;` +
  `background:${MAIL_COLORS.accent};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:600;">` +
  `${escapeHtml(label)}</a></p>`;

/** A link in running text, in the accent colour. */
export const mailLink = (href: string, label: string): string =>
  `<a href="${escapeHtml(href)}" style="color:${MAIL_COLORS.accent};">${escapeHtml(label)}</a>`;

/** The whole HTML document of an e-mail in the product's frame. */
export function mailDocument(frame: MailFrame): string {
  const title = escapeHtml(frame.title);
  return [
    '<!doctype html>',
    `<html lang="${frame.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${title}</title></head>`,
    `<body style="margin:0;padding:0;background:${MAIL_COLORS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;` +
      `background:${MAIL_COLORS.card};border:1px solid ${MAIL_COLORS.border};border-radius:12px;">`,
    `<tr><td style="padding:18px 28px;border-bottom:3px solid ${MAIL_COLORS.accent};font-family:${FONT};` +
      `font-size:16px;font-weight:700;color:${MAIL_COLORS.text};">` +
      `<span style="color:${MAIL_COLORS.accent};">&#9670;</span>&nbsp;${PRODUCT_NAME}</td></tr>`,
    `<tr><td style="padding:28px;font-family:${FONT};font-size:16px;line-height:1.55;color:${MAIL_COLORS.text};">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${title}</h1>`,
    frame.contentHtml,
    '</td></tr>',
    `<tr><td style="padding:16px 28px 24px;border-top:1px solid ${MAIL_COLORS.border};font-family:${FONT};` +
      `font-size:13px;line-height:1.5;color:${MAIL_COLORS.muted};">${frame.footerHtml}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}
