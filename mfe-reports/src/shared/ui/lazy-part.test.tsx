import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

function Part({ word }: { word: string }) {
  return <p>{word}</p>;
}

/** An IntersectionObserver the test moves: `enter()` brings every observed element near the screen. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    enter: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('lazyPart', () => {
  it('draws its placeholder, not the page around it, while its code loads, then the part', async () => {
    let arrive: (component: typeof Part) => void = () => {};
    const Lazy = lazyPart(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), {
      placeholder: <span>waiting</span>,
    });
    render(
      <main>
        <h1>Page</h1>
        <Lazy word="arrived" />
      </main>,
    );
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive(Part));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('inBrowserOnly: the server draws the placeholder, and hydration draws the part without a mismatch', async () => {
    const Lazy = lazyPart(async () => Part, { placeholder: <span>export space</span>, inBrowserOnly: true });
    await Lazy.preload();
    const html = renderToString(<Lazy word="export" />);
    expect(html).toContain('export space');
    expect(html).not.toContain('export</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Lazy word="export" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(await screen.findByText('export')).toBeTruthy();
    expect(mismatches).toEqual([]);
    container.remove();
  });

  it('whenVisible: asks for its code only once it comes near the screen', async () => {
    const screenEdge = fakeObserver();
    const load = vi.fn(async () => Part);
    const Lazy = lazyPart(load, { placeholder: <span>chart space</span>, whenVisible: true });
    render(<Lazy word="chart" />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('chart space')).toBeTruthy();
    screenEdge.enter();
    expect(await screen.findByText('chart')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whenVisible: is drawn for printing even off the screen', async () => {
    fakeObserver();
    const Lazy = lazyPart(async () => Part, { whenVisible: true });
    render(<Lazy word="printed" />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(await screen.findByText('printed')).toBeTruthy();
  });
});
