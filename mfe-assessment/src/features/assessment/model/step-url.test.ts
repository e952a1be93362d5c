import { describe, expect, it } from 'vitest';
import { readStepState, searchForStep, stepFromSearch } from './step-url.ts';
import { REVIEW_INDEX } from '#shared/model/stored-assessment.ts';

describe('the step in the address', () => {
  it('names questions 1–20 as ?q=1…20 and the review as ?q=review, and reads them back', () => {
    expect(searchForStep(0)).toBe('?q=1');
    expect(searchForStep(19)).toBe('?q=20');
    expect(searchForStep(REVIEW_INDEX)).toBe('?q=review');
    for (let index = 0; index <= REVIEW_INDEX; index++)
      expect(stepFromSearch(searchForStep(index))).toBe(index);
    expect(stepFromSearch(new URLSearchParams('lang=da&q=7'))).toBe(6);
  });

  it('reads nothing from an address without a usable step', () => {
    for (const search of [
      '',
      '?',
      '?q=',
      '?q=0',
      '?q=21',
      '?q=99',
      '?q=-1',
      '?q=1.5',
      '?q=01',
      '?q=five',
      '?q=Review',
      '?step=3',
    ]) {
      expect(stepFromSearch(search), search).toBeNull();
    }
  });

  it('reads how the entry was reached from its history state, ignoring anything else', () => {
    expect(readStepState({ previous: 4, returnToReview: true })).toEqual({
      previous: 4,
      returnToReview: true,
    });
    expect(readStepState({ previous: 4 })).toEqual({ previous: 4 });
    expect(readStepState({ previous: '4', returnToReview: 'yes' })).toEqual({});
    expect(readStepState(null)).toEqual({});
    expect(readStepState(undefined)).toEqual({});
  });
});
