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
 * An absolute web address: http:// or https://, a host, no whitespace or control characters. Only these
 * are ever rendered as links, so a javascript: or data: address typed (or stored by other means) stays
 * plain text.
 */
export function isWebLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (!/^https?:\/\/[^\s/]\S*$/.test(link) || /[\u0000-\u001f\u007f]/.test(link)) return false;
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
