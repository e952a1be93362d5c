// Shared checks for the page tests: one h1, headings that never skip a level, and a clean slate
// between tests (rendered trees and the stored language, which createTestPlatform writes).
import { cleanup } from '@testing-library/react';
import { expect } from 'vitest';

export function resetAfterTest(): void {
  cleanup();
  window.localStorage.clear();
}

/** Exactly one h1, first, and each heading at most one level deeper than the one before. */
export function expectHeadingOutline(container: HTMLElement): void {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level - levels[index]!).toBeLessThanOrEqual(1));
}
