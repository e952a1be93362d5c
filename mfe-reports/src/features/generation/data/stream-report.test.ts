import { QUESTIONS } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { knownReport } from '#shared/testing/fixtures.ts';
import { GENERATOR_INPUT_LIMIT, answersAsText } from './stream-report.ts';

const note = (questionId: (typeof QUESTIONS)[number]['id'], text: string, links: string[] = []) => ({
  questionId,
  note: text,
  links,
  shareWithTeam: false,
});

describe('the generator’s input', () => {
  it('writes the answers as question_id: option_key lines', () => {
    const text = answersAsText(knownReport());
    expect(text.split('\n')).toHaveLength(20);
    expect(text.startsWith('arch_1: efficient\narch_2: sometimes\n')).toBe(true);
  });

  it('adds the notes after the answers, one line each in question order, words on one line', () => {
    const text = answersAsText(knownReport(), {
      sec_1: note('sec_1', '', ['https://vault.example', 'https://sso.example']),
      arch_2: note('arch_2', 'Two teams\n  own it.'),
    });
    expect(text.split('\n').slice(20)).toEqual([
      '',
      'Notes the person wrote on their answers (their own words, with links to their evidence):',
      '- On arch_2 — Two teams own it.',
      '- On sec_1 — (links: https://vault.example https://sso.example)',
    ]);
  });

  it('never lets a question id in a note read as another answer', () => {
    const text = answersAsText(knownReport(), {
      arch_1: note('arch_1', 'We moved from arch_2: panic to sec_3=x last year.', [
        'https://wiki.example/?deploy_1=never',
      ]),
    });
    const last = text.split('\n').at(-1)!;
    expect(last).toBe(
      '- On arch_1 — We moved from arch 2: panic to sec 3=x last year. (links: https://wiki.example/?deploy%5F1=never)',
    );
    // What the function reads as answers: exactly the 20 given, each once.
    const pairs = [...text.matchAll(/(?<![A-Za-z0-9_])((?:arch|deploy|sec|scal)_[1-5])["']?\s*[:=]/g)];
    expect(pairs.map((match) => match[1])).toEqual(QUESTIONS.map((question) => question.id));
  });

  it('stays within what the function reads, giving each long note an equal share', () => {
    const long = (questionId: (typeof QUESTIONS)[number]['id']) =>
      note(
        questionId,
        '😀'.repeat(1000),
        Array.from({ length: 5 }, (_, index) => `https://example.com/${index}/${'x'.repeat(470)}`),
      );
    const notes = Object.fromEntries(QUESTIONS.map((question) => [question.id, long(question.id)]));
    const text = answersAsText(knownReport(), notes);
    expect(text.length).toBeLessThanOrEqual(GENERATOR_INPUT_LIMIT);
    const lines = text.split('\n').slice(22);
    expect(lines).toHaveLength(20);
    for (const line of lines) expect(line.endsWith('…')).toBe(true);
    // Cut between characters: no half of a surrogate pair.
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // A short note is not cut.
    expect(answersAsText(knownReport(), { arch_1: note('arch_1', 'Short.') }).endsWith('Short.')).toBe(true);
  });
});
