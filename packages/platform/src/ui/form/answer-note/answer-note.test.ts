import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../testing/translations.ts';
import {
  ANSWER_NOTE_LIMITS,
  answerNoteOf,
  checkAnswerNote,
  draftOf,
  hasHiddenCharacters,
  isBlankNote,
  isWebLink,
  linksOf,
  withHiddenShown,
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

  /** Links that read as another address, or hide part of theirs: each direction control and invisible character tried. */
  const DISGUISED = [
    'https://evil.example/\u202Emoc.elgoog//:sptth',
    'https://evil.example/\u202Dhttps://google.com',
    'https://evil.example/\u202Bgoogle.com',
    'https://evil.example/\u202Agoogle.com',
    'https://evil.example/\u202Cgoogle.com',
    'https://evil.example/\u2066google.com\u2069',
    'https://evil.example/\u2067x',
    'https://evil.example/\u2068x',
    'https://evil.example/\u200Fx',
    'https://evil.example/\u200Ex',
    'https://evil.example/\u061Cx',
    'https://goo\u200Bgle.com',
    'https://goo\u200Cgle.com',
    'https://goo\u200Dgle.com',
    'https://goo\u2060gle.com',
    'https://goo\uFEFFgle.com',
    'https://goo\u00ADgle.com',
    'https://goo\u034Fgle.com',
    'https://google.com\uFE0F',
    'https://google.com/\u{E0041}',
    'https://google.com/\u3164',
    'https://google.com/\u180E',
  ];

  it.each(DISGUISED)('refuses %j as a link and names it with its hidden characters shown', (link) => {
    expect(hasHiddenCharacters(link)).toBe(true);
    expect(isWebLink(link)).toBe(false);
    expect(checkAnswerNote({ note: '', links: link })).toEqual([{ kind: 'linkHidden', link }]);
    expect(withHiddenShown(link)).toMatch(/\[U\+[0-9A-F]{4,5}\]/);
    expect(hasHiddenCharacters(withHiddenShown(link))).toBe(false);
  });

  it("finds the same characters as Unicode's default-ignorable code points", () => {
    const unicode = /\p{Default_Ignorable_Code_Point}/u;
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCodePoint(code);
      if (hasHiddenCharacters(ch) !== unicode.test(ch)) throw new Error(`U+${code.toString(16)} differs`);
    }
  });

  it('shows the direction controls and invisible spaces of a note as code points, and keeps what text needs', () => {
    expect(withHiddenShown('Call \u202Eexample\u202C now', 'text')).toBe('Call [U+202E]example[U+202C] now');
    expect(withHiddenShown('a\u200Bb\uFEFF', 'text')).toBe('a[U+200B]b[U+FEFF]');
    // Emoji joiners and variation selectors, Persian's zero-width non-joiner, a subdivision flag's tags.
    for (const text of [
      '👨\u200D👩\u200D👧',
      '❤\uFE0F',
      'می\u200Cخواهم',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ])
      expect(withHiddenShown(text, 'text')).toBe(text);
  });

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
