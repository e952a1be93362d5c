// "Why we ask" comes from the assessment model, like every question text: one short explanation per
// question, in English and Danish.
import { ASSESSMENT_LANGUAGES, QUESTIONS, describeQuestion } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';

describe('why we ask each question', () => {
  it.each(ASSESSMENT_LANGUAGES)('has a short explanation for every question in %s', (language) => {
    for (const question of QUESTIONS) {
      const { why, text } = describeQuestion(question.id, language);
      expect(why.trim().length, question.id).toBeGreaterThan(40);
      expect(why.length, question.id).toBeLessThanOrEqual(200);
      expect(why, question.id).not.toBe(text);
    }
    const all = QUESTIONS.map((question) => describeQuestion(question.id, language).why);
    expect(new Set(all).size).toBe(QUESTIONS.length);
  });

  it('says it in Danish in Danish (translations, not copies)', () => {
    for (const question of QUESTIONS)
      expect(describeQuestion(question.id, 'da').why).not.toBe(describeQuestion(question.id, 'en').why);
  });
});
