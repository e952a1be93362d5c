import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TokenLink, TokenLinkList } from './TokenLinkList.tsx';

type Link = TokenLink & { label: string; uses: number };

const link = (id: string, label: string, extra: Partial<Link> = {}): Link => ({
  id,
  label,
  uses: 0,
  status: 'active',
  created_at: '2026-03-14T12:00:00Z',
  expires_at: '2026-04-13T12:00:00Z',
  revoked_at: null,
  ...extra,
});

const texts = {
  heading: 'Live links',
  empty: 'No live links.',
  revokeLabel: (name: string) => `Revoke the link "${name}"`,
  revokeEffect: 'Anyone using it loses access at once.',
  revoked: (name: string) => `The link "${name}" is revoked.`,
};

/** The list as a feature keeps it: a revoked link stays, revoked, unless `revoke` fails. */
function Links({ initial, revoke }: { initial: Link[]; revoke(link: Link): Promise<void> }) {
  const [links, setLinks] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TokenLinkList
      links={links}
      texts={texts}
      headingAs="h4"
      testId="link"
      nameOf={(known) => known.label}
      usage={(known) => `Used ${known.uses} times`}
      revoking={false}
      revokeProblem={problem}
      onRevoke={async (chosen) => {
        setProblem(null);
        try {
          await revoke(chosen);
          setLinks((known) =>
            known.map((one) =>
              one.id === chosen.id ? { ...one, status: 'revoked', revoked_at: '2026-03-15T08:00:00Z' } : one,
            ),
          );
        } catch (error) {
          setProblem('That did not work. Please try again later.');
          throw error;
        }
      }}
    />
  );
}

function open(initial: Link[], revoke: (link: Link) => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup();
  renderWithPlatform(<Links initial={initial} revoke={revoke} />, { platform: createTestPlatform() });
  return user;
}

describe('<TokenLinkList> — a list of token links, each revocable after a question', () => {
  it('shows each link’s name, state, when it was made and expires (or was revoked), and its use', () => {
    open([
      link('a', 'Board', { uses: 2 }),
      link('b', 'Old', { status: 'expired', expires_at: '2026-03-15T12:00:00Z' }),
      link('c', 'Gone', { status: 'revoked', revoked_at: '2026-03-16T12:00:00Z' }),
      link('d', 'Forever', { expires_at: null }),
    ]);
    const [board, old, gone, forever] = screen.getAllByTestId('link');
    expect(within(board!).getByTestId('link-label').textContent).toBe('Board');
    expect(board!.dataset.status).toBe('active');
    expect(within(board!).getByText('Active')).toBeTruthy();
    // (At noon UTC, so the day is the same in any time zone the tests run in.)
    expect(within(board!).getByTestId('link-dates').textContent).toMatch(
      /^Created 14 Mar 2026, \d\d:\d\d · Expires 13 Apr 2026, \d\d:\d\d · Used 2 times$/,
    );
    expect(within(old!).getByTestId('link-dates').textContent).toContain('Expired 15 Mar 2026');
    expect(within(gone!).getByTestId('link-dates').textContent).toContain('Revoked 16 Mar 2026');
    expect(within(forever!).getByTestId('link-dates').textContent).toContain('Does not expire');
    // Only a link that works can be revoked.
    expect(screen.getAllByRole('button', { name: /^Revoke the link/ })).toHaveLength(2);
    expect(within(old!).queryByRole('button')).toBeNull();
    expect(within(gone!).queryByRole('button')).toBeNull();
  });

  it('says so when there is no link', () => {
    open([]);
    expect(screen.getByTestId('links-empty').textContent).toBe('No live links.');
  });

  it('asks first, and Cancel revokes nothing and gives the focus back', async () => {
    const revoke = vi.fn(() => Promise.resolve());
    const user = open([link('a', 'Board')], revoke);
    await user.click(screen.getByRole('button', { name: 'Revoke the link "Board"' }));
    const question = screen.getByRole('group', { name: 'Revoke "Board"?' });
    expect(question.textContent).toContain('Anyone using it loses access at once.');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, revoke' }));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(revoke).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revoke the link "Board"' }));
  });

  it('revokes on the second press, says so, and puts the focus on the list', async () => {
    const revoke = vi.fn(() => Promise.resolve());
    const user = open([link('a', 'Board'), link('b', 'Adviser')], revoke);
    await user.click(screen.getByRole('button', { name: 'Revoke the link "Adviser"' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(revoke).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
    await waitFor(() =>
      expect(screen.getByTestId('links-status').textContent).toBe('The link "Adviser" is revoked.'),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Live links' }));
    expect(screen.getAllByTestId('link')[1]!.dataset.status).toBe('revoked');
  });

  it('says why when revoking fails, and the link stays revocable', async () => {
    const user = open([link('a', 'Board')], () => Promise.reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Revoke the link "Board"' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Please try again later.');
    expect(screen.getByTestId('links-status').textContent).toBe('');
    expect(screen.getByTestId('link').dataset.status).toBe('active');
    expect(screen.getByRole('button', { name: 'Revoke the link "Board"' })).toBeTruthy();
  });
});
