import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../testing/translations.ts';
import {
  ANSWER_NOTE_LIMITS,
  answerNoteOf,
  checkAnswerNote,
  draftOf,
  isBlankNote,
  isWebLink,
  linksOf,
} from './answer-note.ts';
import { ANSWER_NOTE_SAME_IN_BOTH_LANGUAGES, answerNoteTranslations } from './answer-note-translations.ts';

describe('a note on an answer', () => {
  it('reads the links one per line, trimmed, leaving out empty lines', () => {
    expect(linksOf('  https://a.example/run \r\n\n https://b.example \n  ')).toEqual([
      'https://a.example/run',
      'https://b.example',
    ]);
    expect(linksOf('')).toEqual([]);
  });

  it.each([
    ['https://runbooks.example.com/deploy#rollback', true],
    ['http://grafana.internal:3000/d/abc?from=now-1h', true],
    ['https://x', true],
    ['ftp://files.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>hi</b>', false],
    ['HTTPS://example.com', false],
    ['https://', false],
    ['https:///path', false],
    ['https://exa mple.com', false],
    ['https://example.com/\u0007bell', false],
    ['https://example.com/\u00a0', false],
    ['www.example.com', false],
    ['/relative/path', false],
  ])('%j is a web link: %s', (link, expected) => expect(isWebLink(link)).toBe(expected));

  it('finds nothing wrong with a note at its limits', () => {
    const draft = {
      note: 'æ'.repeat(ANSWER_NOTE_LIMITS.noteLength),
      links: Array.from(
        { length: ANSWER_NOTE_LIMITS.links },
        (_, index) => `https://example.com/${index}${'x'.repeat(ANSWER_NOTE_LIMITS.linkLength - 21)}`,
      ).join('\n'),
    };
    expect(linksOf(draft.links).map((link) => [...link].length)).toEqual(Array(5).fill(500));
    expect(checkAnswerNote(draft)).toEqual([]);
  });

  it('names every problem: a note too long (in characters, trimmed), too many links, each wrong link', () => {
    const tooLong = `https://example.com/${'x'.repeat(ANSWER_NOTE_LIMITS.linkLength)}`;
    expect(
      checkAnswerNote({
        note: `  ${'😀'.repeat(ANSWER_NOTE_LIMITS.noteLength + 1)}  `,
        links: [
          'https://ok.example',
          'runbook.example',
          tooLong,
          'https://ok.example/2',
          'javascript:x',
          'https://6.example',
        ].join('\n'),
      }),
    ).toEqual([
      { kind: 'noteTooLong', length: 1001 },
      { kind: 'tooManyLinks', count: 6 },
      { kind: 'linkNotWeb', link: 'runbook.example' },
      { kind: 'linkTooLong', link: tooLong },
      { kind: 'linkNotWeb', link: 'javascript:x' },
    ]);
    // Spaces around the note do not count.
    expect(checkAnswerNote({ note: ` ${'a'.repeat(1000)} `, links: '' })).toEqual([]);
  });

  it('is blank without text and links, and is stored trimmed with its links as a list', () => {
    expect(isBlankNote({ note: ' \n ', links: '\n  \n' })).toBe(true);
    expect(isBlankNote({ note: '', links: 'https://a.example' })).toBe(false);
    expect(isBlankNote({ note: 'Because.', links: '' })).toBe(false);
    expect(
      answerNoteOf({ note: '  We deploy daily. \n', links: ' https://a.example \n\nhttps://b.example' }),
    ).toEqual({ note: 'We deploy daily.', links: ['https://a.example', 'https://b.example'] });
    expect(draftOf({ note: 'Why', links: ['https://a.example', 'https://b.example'] })).toEqual({
      note: 'Why',
      links: 'https://a.example\nhttps://b.example',
    });
  });

  it('has its texts in English and Danish', () => {
    expect(
      translationProblems(answerNoteTranslations, {
        sameInBothLanguages: ANSWER_NOTE_SAME_IN_BOTH_LANGUAGES,
      }),
    ).toEqual([]);
  });
});
