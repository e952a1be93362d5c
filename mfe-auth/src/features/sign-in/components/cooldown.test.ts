import { describe, expect, it } from 'vitest';
import { secondsLeft } from './cooldown.ts';

describe('secondsLeft', () => {
  it('counts the minute down in whole seconds and stops at 0', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 500)).toBe(60);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 120_000)).toBe(0);
  });
});
