// A page the shell's host rendered with data starts with that data in its cache: shown at once, not read
// again as the page mounts (whatever its staleTime), read again later by the page's own rules; and
// someone signing in keeps what was read as anyone, while the person leaving takes theirs along.
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { createTestPlatform, renderWithPlatform } from '../testing/index.tsx';
import { getQueryClient, useQuery } from './index.ts';

async function serverState(data: Record<string, unknown>, updatedAt = 0) {
  const server = new QueryClient();
  for (const [key, value] of Object.entries(data))
    await server.fetchQuery({ queryKey: ['shared-report', key], queryFn: async () => value });
  const state = dehydrate(server);
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: updatedAt } })),
  };
}

describe("the data a page's first render was made with", () => {
  it('is in the cache, shown at once and not read again on mount, even read afresh each time otherwise', async () => {
    const platform = createTestPlatform();
    platform.firstRender = {
      language: 'en',
      maintenance: null,
      // Read an hour "ago" by the server's clock: counted as read now.
      queries: await serverState({ t1: 'the report' }, Date.now() - 60 * 60 * 1000),
    };
    const read = vi.fn(async () => 'read again');
    function Page() {
      const query = useQuery({ queryKey: ['shared-report', 't1'], queryFn: read, staleTime: 0 });
      return <p>{query.data ?? 'pending'}</p>;
    }
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <Page />}
          <button onClick={() => setShown((value) => !value)}>toggle</button>
        </>
      );
    }
    renderWithPlatform(<Toggle />, { platform });
    expect(screen.getByText('the report')).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(read).not.toHaveBeenCalled();
    const query = getQueryClient(platform)
      .getQueryCache()
      .find({ queryKey: ['shared-report', 't1'] })!;
    expect(Date.now() - query.state.dataUpdatedAt).toBeLessThan(60_000);
    // The page opened again (unmounted and mounted): its own rule, read afresh.
    await act(async () => screen.getByText('toggle').click());
    await act(async () => screen.getByText('toggle').click());
    await screen.findByText('read again');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is kept when someone signs in, and dropped when the signed-in person goes', async () => {
    const platform = createTestPlatform();
    platform.firstRender = {
      language: 'en',
      maintenance: null,
      queries: await serverState({ t2: 'shared' }),
    };
    const client = getQueryClient(platform);
    const person = { id: 'u1' } as User;
    act(() => platform.auth.setState({ currentUser: person }));
    expect(client.getQueryData(['shared-report', 't2'])).toBe('shared');
    act(() => platform.auth.setState({ currentUser: null }));
    expect(client.getQueryData(['shared-report', 't2'])).toBeUndefined();
  });
});
