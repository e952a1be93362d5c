// A person's note on one answer: why they chose it, in their own words, and links to what shows it (a
// runbook, a dashboard, a decision record). Written while answering (the assessment remote) and later on
// the report (the reports remote), so its limits and checks live here once: the same ones the database
// enforces on public.answer_notes (a note of at most 1,000 characters, at most 5 links of at most 500
// characters each, every link an absolute http(s) address), so what a form accepts the database accepts.
// A note is edited as a draft: the links as typed, one per line, so nothing typed is lost while a line
// is still being written.
import { textLength } from '../validation.ts';

export const ANSWER_NOTE_LIMITS = { noteLength: 1000, links: 5, linkLength: 500 } as const;

/** A note as it is edited and kept in a draft: the text, and the links as typed, one per line. */
export type AnswerNoteDraft = { note: string; links: string };

/** A note as it is stored: the trimmed text ('' when there are only links) and the links. */
export type AnswerNote = { note: string; links: string[] };

export type AnswerNoteProblem =
  | { kind: 'noteTooLong'; length: number }
  | { kind: 'tooManyLinks'; count: number }
  | { kind: 'linkHidden'; link: string }
  | { kind: 'linkNotWeb'; link: string }
  | { kind: 'linkTooLong'; link: string };

export const EMPTY_ANSWER_NOTE: AnswerNoteDraft = { note: '', links: '' };

/** The links of a draft: its lines, trimmed, without the empty ones. */
export function linksOf(links: string): string[] {
  return links
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Characters that change how a text reads without being seen: Unicode's default-ignorable code points,
 * among them the bidirectional controls (a right-to-left override makes "https://evil.example/\u202Emoc.elgoog"
 * read as ".../google.com"), zero-width spaces and joiners, the word joiner, the soft hyphen, the
 * byte-order mark, variation selectors, tags and fillers. No web address needs one, so a link with one is
 * refused here and by the database's note check (the same list), and shown with them made visible.
 */
const HIDDEN_IN_LINKS =
  // eslint-disable-next-line no-misleading-character-class -- the combining characters are what it lists, one by one
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]/u;
/**
 * In a note's text, where people write in any script: the direction controls, and the zero-width space,
 * word joiner, invisible operators and byte-order mark. Joiners (emoji, Persian), variation selectors
 * (emoji) and tags (flags) stay, since text needs them.
 */
const HIDDEN_IN_TEXT = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Whether a text holds a character that no web address needs and that hides or turns what it says. */
export const hasHiddenCharacters = (link: string) => HIDDEN_IN_LINKS.test(link);

/**
 * The text with each hidden character shown as its code point ([U+202E]), so nothing in it reads as
 * what it is not: every one of them in a link, the direction controls and invisible spaces in a note.
 */
export function withHiddenShown(text: string, where: 'link' | 'text' = 'link'): string {
  const hidden = new RegExp((where === 'link' ? HIDDEN_IN_LINKS : HIDDEN_IN_TEXT).source, 'gu');
  return text.replace(
    hidden,
    (ch) => `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}

/**
 * An absolute web address: http:// or https://, a host, no whitespace, control or hidden characters. Only
 * these are ever rendered as links, so a javascript: or data: address typed (or stored by other means)
 * stays plain text.
 */
export function isWebLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (!/^https?:\/\/[^\s/]\S*$/.test(link) || /[\u0000-\u001f\u007f]/.test(link)) return false;
  if (hasHiddenCharacters(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What is wrong with a draft, each problem once, in the order of the fields; empty when it can be saved. */
export function checkAnswerNote(draft: AnswerNoteDraft): AnswerNoteProblem[] {
  const problems: AnswerNoteProblem[] = [];
  const length = textLength(draft.note.trim());
  if (length > ANSWER_NOTE_LIMITS.noteLength) problems.push({ kind: 'noteTooLong', length });
  const links = linksOf(draft.links);
  if (links.length > ANSWER_NOTE_LIMITS.links) problems.push({ kind: 'tooManyLinks', count: links.length });
  for (const link of links) {
    if (textLength(link) > ANSWER_NOTE_LIMITS.linkLength) problems.push({ kind: 'linkTooLong', link });
    else if (hasHiddenCharacters(link)) problems.push({ kind: 'linkHidden', link });
    else if (!isWebLink(link)) problems.push({ kind: 'linkNotWeb', link });
  }
  return problems;
}

/** Nothing written: a note without text or links is not kept (a stored one is deleted instead). */
export function isBlankNote(draft: AnswerNoteDraft): boolean {
  return draft.note.trim() === '' && linksOf(draft.links).length === 0;
}

/** The note to store: trimmed, its links as a list. Check it first (checkAnswerNote). */
export function answerNoteOf(draft: AnswerNoteDraft): AnswerNote {
  return { note: draft.note.trim(), links: linksOf(draft.links) };
}

/** A stored note as a draft, for editing it. */
export function draftOf(note: AnswerNote): AnswerNoteDraft {
  return { note: note.note, links: note.links.join('\n') };
}
