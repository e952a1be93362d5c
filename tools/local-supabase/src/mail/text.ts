// The plain-text part of a message, made from its HTML as mail clients show it to people and tests
// read it: links as "label (url)", block ends as line breaks, tags dropped, entities decoded.
import { decodeHtmlEntities } from '@ahc/common';

// A non-breaking space reads as a space in plain text.
const decodeEntities = (text: string) => decodeHtmlEntities(text).replace(/\u00a0/g, ' ');

export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(
      /<a\s[^>]*?href\s*=\s*("([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi,
      (_, _q, dq: string | undefined, sq: string | undefined, label: string) => {
        const href = decodeEntities(dq ?? sq ?? '');
        const shown = label.replace(/<[^>]*>/g, '').trim();
        return shown && decodeEntities(shown) !== href ? `${shown} (${href})` : href;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The http(s) links of a message's HTML, in order, each once. */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities(match[2] ?? match[3] ?? '');
    if (/^https?:\/\//i.test(href) && !links.includes(href)) links.push(href);
  }
  return links;
}
