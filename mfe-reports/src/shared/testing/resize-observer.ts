// jsdom has no ResizeObserver and lays nothing out. recharts' ResponsiveContainer measures its box
// with one; this stub reports a fixed 640 × 320 box at once, so charts render in tests.
import { afterAll, beforeAll, vi } from 'vitest';

class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = {
      width: 640,
      height: 320,
      top: 0,
      left: 0,
      bottom: 320,
      right: 640,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** Call at the top of a test file whose pages draw charts. */
export function stubResizeObserver() {
  beforeAll(() => vi.stubGlobal('ResizeObserver', FixedSizeResizeObserver));
  afterAll(() => vi.unstubAllGlobals());
}
