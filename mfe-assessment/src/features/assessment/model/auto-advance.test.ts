import { describe, expect, it } from 'vitest';
import { AUTO_ADVANCE_STORAGE_KEY, loadAutoAdvance, saveAutoAdvance } from './auto-advance.ts';

describe('the auto-advance choice', () => {
  it('is off until switched on, and remembered', () => {
    expect(loadAutoAdvance()).toBe(false);
    saveAutoAdvance(true);
    expect(window.localStorage.getItem(AUTO_ADVANCE_STORAGE_KEY)).toBe('on');
    expect(loadAutoAdvance()).toBe(true);
    saveAutoAdvance(false);
    expect(loadAutoAdvance()).toBe(false);
    window.localStorage.setItem(AUTO_ADVANCE_STORAGE_KEY, 'yes');
    expect(loadAutoAdvance()).toBe(false);
  });

  it('is off, and nothing breaks, when the storage cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadAutoAdvance(broken)).toBe(false);
    expect(() => saveAutoAdvance(true, broken)).not.toThrow();
  });
});
