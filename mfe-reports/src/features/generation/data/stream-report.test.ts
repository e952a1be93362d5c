import { describe, expect, it } from 'vitest';
import { knownReport } from '#shared/testing/fixtures.ts';
import { answersAsText } from './stream-report.ts';

describe('the generator’s input', () => {
  it('writes the answers as question_id: option_key lines', () => {
    const text = answersAsText(knownReport());
    expect(text.split('\n')).toHaveLength(20);
    expect(text.startsWith('arch_1: efficient\narch_2: sometimes\n')).toBe(true);
  });
});
