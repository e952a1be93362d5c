import { type CompositeType, PATHS } from '@ahc/platform';
import {
  createFakeSupabase,
  createTestPlatform,
  networkError,
  postgrestError,
  renderRoutedPage,
} from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import UnsubscribePage from './UnsubscribePage.tsx';

const TOKEN = 'rmu_0123456789abcdefghijklmnopqrstuvwxyzABCDEF';
type Answer = CompositeType<'reminder_unsubscribe'>;

/** The page at /reminders/unsubscribe?token=..., signed out, over a stand-in answering `answers` in turn. */
function open(
  answers: (Answer | 'network' | 'failed')[],
  options: { language?: 'en' | 'da'; path?: string } = {},
) {
  const backend = createFakeSupabase();
  const queue = [...answers];
  backend.rpc('unsubscribe_reminders', () => {
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer === 'network') return networkError();
    if (answer === 'failed') return postgrestError(500, 'XX000', 'boom');
    return answer;
  });
  const platform = createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  const view = renderRoutedPage(<UnsubscribePage />, {
    platform,
    path: options.path ?? `${PATHS.remindersUnsubscribe}?token=${TOKEN}`,
    route: PATHS.remindersUnsubscribe,
  });
  return { ...view, backend, user: userEvent.setup() };
}

const calls = (backend: ReturnType<typeof createFakeSupabase>) => backend.calls('rpc unsubscribe_reminders');

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('/reminders/unsubscribe — a reminder e-mail’s unsubscribe link, signed out', () => {
  it('changes nothing on opening (mail scanners open links): one button stops the reminders', async () => {
    const { backend, user } = open([{ status: 'unsubscribed', team_name: null }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stop the reminder e-mails');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(backend)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop these reminders' }));
    const done = await screen.findByTestId('unsubscribe-done');
    expect(calls(backend).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(done.querySelector('h1')?.textContent).toBe('Reminders are off');
    expect(screen.getByRole('status').textContent).toContain('no more e-mails reminding you to reassess');
    expect(screen.queryByRole('button', { name: 'Stop these reminders' })).toBeNull();
  });

  it('names the team when the link was a team reminder’s', async () => {
    const { user } = open([{ status: 'unsubscribed', team_name: 'Payments platform' }]);
    await user.click(screen.getByRole('button', { name: 'Stop these reminders' }));
    const done = await screen.findByTestId('unsubscribe-done-team');
    expect(done.querySelector('h1')?.textContent).toBe('Reminders for Payments platform are off');
    expect(screen.getByRole('status').textContent).toContain('open the next round of Payments platform');
  });

  it('says a used link has already turned them off, and an unknown one is not valid', async () => {
    const used = open([{ status: 'already_used', team_name: null }]);
    await used.user.click(screen.getByRole('button', { name: 'Stop these reminders' }));
    expect((await screen.findByTestId('unsubscribe-already-off')).querySelector('h1')?.textContent).toBe(
      'These reminders are already off',
    );
    used.unmount();

    const unknown = open([{ status: 'not_found', team_name: null }]);
    await unknown.user.click(screen.getByRole('button', { name: 'Stop these reminders' }));
    expect((await screen.findByTestId('unsubscribe-not-valid')).querySelector('h1')?.textContent).toBe(
      'This link is not valid',
    );
    expect(screen.getByRole('alert').textContent).toContain('Open the whole link from the e-mail');
  });

  it('says a link without a token is not valid, without asking the database', async () => {
    const { backend } = open([{ status: 'unsubscribed', team_name: null }], {
      path: `${PATHS.remindersUnsubscribe}?token=`,
    });
    expect(screen.getByTestId('unsubscribe-not-valid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these reminders' })).toBeNull();
    expect(calls(backend)).toHaveLength(0);
  });

  it('says why a failed call changed nothing, offline or not, and pressing again works', async () => {
    const { backend, user } = open(['network', 'failed', { status: 'unsubscribed', team_name: null }]);
    const button = () => screen.getByRole('button', { name: 'Stop these reminders' });
    await user.click(button());
    expect((await screen.findByTestId('unsubscribe-offline')).textContent).toContain(
      'There is no connection',
    );
    await user.click(button());
    expect((await screen.findByTestId('unsubscribe-failed')).textContent).toContain(
      'Something went wrong on our side, and nothing changed',
    );
    await user.click(button());
    await screen.findByTestId('unsubscribe-done');
    expect(calls(backend)).toHaveLength(3);
  });

  it('speaks Danish', async () => {
    const { user } = open([{ status: 'unsubscribed', team_name: 'Betalinger' }], { language: 'da' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stop e-mails med påmindelser');
    await user.click(screen.getByRole('button', { name: 'Stop disse påmindelser' }));
    const done = await screen.findByTestId('unsubscribe-done-team');
    expect(done.querySelector('h1')?.textContent).toBe('Påmindelserne for Betalinger er slået fra');
  });
});
