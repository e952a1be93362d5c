// useHydrating(): true while the markup is the server's (a server render, the browser's hydration of it),
// false in every render after it and in a page the browser renders from the start.
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrating } from './use-hydrating.ts';

// React's act() warns unless the environment says it is a test (Testing Library sets this when used).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Records every value the hook gives, and shows the last one. */
function probe() {
  const seen: boolean[] = [];
  let rerender = () => {};
  function Probe() {
    const hydrating = useHydrating();
    const [, setCount] = useState(0);
    rerender = () => setCount((count) => count + 1);
    seen.push(hydrating);
    return <p>{hydrating ? 'server view' : 'session view'}</p>;
  }
  return { Probe, seen, rerender: () => rerender() };
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
const unmounts: Array<() => void> = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  containers.splice(0).forEach((element) => element.remove());
});

describe('useHydrating', () => {
  it('is true in a server render', () => {
    const { Probe, seen } = probe();
    expect(renderToString(<Probe />)).toBe('<p>server view</p>');
    expect(seen).toEqual([true]);
  });

  it("is true during hydration's first render, so the markup matches, and false in the render right after", async () => {
    const server = probe();
    const element = container(renderToString(<server.Probe />));
    const { Probe, seen, rerender } = probe();
    const onRecoverableError = vi.fn();
    await act(async () => {
      const root = hydrateRoot(element, <Probe />, { onRecoverableError });
      unmounts.push(() => root.unmount());
    });
    expect(seen).toEqual([true, false]);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('<p>session view</p>');
    // Any later render of the hydrated tree stays false.
    await act(async () => rerender());
    expect(seen).toEqual([true, false, false]);
  });

  it('is false from the start in a page the browser renders itself', async () => {
    const { Probe, seen, rerender } = probe();
    const element = container();
    await act(async () => {
      const root = createRoot(element);
      unmounts.push(() => root.unmount());
      root.render(<Probe />);
    });
    expect(seen).toEqual([false]);
    expect(element.innerHTML).toBe('<p>session view</p>');
    await act(async () => rerender());
    expect(seen).toEqual([false, false]);
  });

  it('is false in a component that mounts after hydration', async () => {
    const server = probe();
    const later = probe();
    function Page({ more }: { more: boolean }) {
      return (
        <>
          <server.Probe />
          {more ? <later.Probe /> : null}
        </>
      );
    }
    const element = container(renderToString(<Page more={false} />));
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(element, <Page more={false} />);
      unmounts.push(() => root.unmount());
    });
    await act(async () => root.render(<Page more />));
    expect(later.seen).toEqual([false]);
  });
});
