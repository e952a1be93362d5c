import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './download.ts';

describe('downloads', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(67)).toBe('67');
  });

  it('writes a CSV text with CRLF after every line, the last included', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1, 2', 3],
      ]),
    ).toBe('a,b\r\n"1, 2",3\r\n');
  });
});
