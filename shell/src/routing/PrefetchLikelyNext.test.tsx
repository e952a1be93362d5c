import { renderWithPlatform } from '@ahc/platform/testing';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchLikelyNext } from '../federation/prefetch-likely-next.ts';
import { PREFETCH_DELAY_MS, PrefetchLikelyNext } from './PrefetchLikelyNext.tsx';

vi.mock('../federation/prefetch-likely-next.ts', () => ({
  prefetchLikelyNext: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.mocked(prefetchLikelyNext).mockClear();
  vi.useFakeTimers();
  // jsdom has no idle callbacks: run them on the next tick.
  window.requestIdleCallback = ((run: IdleRequestCallback) =>
    setTimeout(
      () => run({ didTimeout: false, timeRemaining: () => 50 }),
      0,
    )) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((handle: number) =>
    clearTimeout(handle)) as unknown as typeof window.cancelIdleCallback;
});
afterEach(() => vi.useRealTimers());

describe('PrefetchLikelyNext', () => {
  it('waits for the page to have loaded, then a while, then an idle moment', () => {
    renderWithPlatform(<PrefetchLikelyNext from="/" />);
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1));
    expect(prefetchLikelyNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1));
    expect(prefetchLikelyNext).toHaveBeenCalledWith(
      '/',
      expect.objectContaining({ supabaseUrl: expect.any(String) }),
    );
  });

  it('fetches nothing when the visitor has moved on before', () => {
    const { unmount } = renderWithPlatform(<PrefetchLikelyNext from="/start" />);
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS / 2));
    unmount();
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS * 2));
    expect(prefetchLikelyNext).not.toHaveBeenCalled();
  });
});
