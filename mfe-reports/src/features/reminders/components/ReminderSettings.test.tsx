import { PATHS, type Tables } from '@ahc/platform';
import { TEST_USER, httpReply, networkError, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { MyReminderSetting } from '../index.ts';

const LATEST_REPORT_AT = '2026-03-14T12:00:00Z';

const settingRow = (cadence: Tables<'reminder_settings'>['cadence']): Tables<'reminder_settings'> => ({
  user_id: TEST_USER.id,
  cadence,
  created_at: '2026-03-14T12:00:00Z',
  updated_at: '2026-03-14T12:00:00Z',
});

function open(
  options: {
    stored?: Tables<'reminder_settings'>['cadence'];
    latestReportAt?: string | null;
    language?: 'en' | 'da';
  } = {},
) {
  const backend = reportsBackend();
  if (options.stored) backend.setRows('reminder_settings', [settingRow(options.stored)]);
  const view = renderPage(
    <MyReminderSetting
      latestReportAt={options.latestReportAt === undefined ? LATEST_REPORT_AT : options.latestReportAt}
    />,
    { path: PATHS.dashboard, backend, language: options.language },
  );
  return { ...view, section: () => within(screen.getByTestId('reminder')) };
}

const select = () => screen.getByLabelText<HTMLSelectElement>(/^(Remind me|Mind mig)$/);

beforeEach(() => {
  // Before the report's first due dates, so "next" and "due since" are both reachable.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T08:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('the person’s reminder setting (dashboard)', () => {
  it('shows the stored cadence, the next due date and the choices', async () => {
    open({ stored: 'half_yearly' });
    await waitFor(() => expect(select().value).toBe('half_yearly'));
    expect(screen.getByTestId('reminder-next').textContent).toBe('Next reminder: 14 Sept 2026, 12:00.');
    expect([...select().options].map((option) => option.textContent)).toEqual([
      'Never',
      'Every month',
      'Every 3 months',
      'Every 6 months',
      'Every 12 months',
    ]);
  });

  it('saves a choice at once, says so, and shows the next due date from the latest report', async () => {
    const { backend, user } = open();
    await waitFor(() => expect(select().disabled).toBe(false));
    expect(select().value).toBe('none');
    expect(screen.queryByTestId('reminder-next')).toBeNull();
    backend.answer('POST reminder_settings', httpReply(201, { cadence: 'quarterly' }));

    await user.selectOptions(select(), 'quarterly');
    await waitFor(() => expect(screen.getByTestId('reminder-state').textContent).toBe('Saved.'));
    const [write] = backend.calls('POST reminder_settings');
    expect(write!.body).toEqual({ user_id: TEST_USER.id, cadence: 'quarterly' });
    expect(write!.url.searchParams.get('on_conflict')).toBe('user_id');
    expect(select().value).toBe('quarterly');
    expect(screen.getByTestId('reminder-next').textContent).toBe('Next reminder: 14 Jun 2026, 12:00.');
  });

  it('says a reminder whose date has passed goes out within the hour', async () => {
    const { backend, user } = open();
    await waitFor(() => expect(select().disabled).toBe(false));
    backend.answer('POST reminder_settings', httpReply(201, { cadence: 'monthly' }));
    await user.selectOptions(select(), 'monthly');
    await waitFor(() =>
      expect(screen.getByTestId('reminder-next').textContent).toBe(
        'Due since 14 Apr 2026, 12:00: the e-mail goes out within the hour, unless it has been sent already.',
      ),
    );
  });

  it('says when reminders start for a person without a report', async () => {
    open({ stored: 'yearly', latestReportAt: null });
    await waitFor(() => expect(select().value).toBe('yearly'));
    expect(screen.getByTestId('reminder-next').textContent).toBe(
      'Reminders count from your latest report, so they start with your first one.',
    );
  });

  it.each([
    ['no connection', networkError(), 'Not saved: there is no connection.'],
    [
      'an ended session',
      postgrestError(401, 'PGRST301', 'JWT expired'),
      'Not saved: your session has ended.',
    ],
    ['a refused value', postgrestError(400, '22P02', 'invalid input'), 'Not saved: that choice was refused.'],
    ['a server error', postgrestError(500, 'XX000', 'boom'), 'Not saved: something went wrong on our side.'],
  ])('keeps the stored cadence selected and says why after %s', async (_, reply, message) => {
    const { backend, user } = open({ stored: 'yearly' });
    await waitFor(() => expect(select().value).toBe('yearly'));
    backend.answer('POST reminder_settings', reply);
    await user.selectOptions(select(), 'monthly');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(select().value).toBe('yearly');
    expect(screen.getByTestId('reminder-next').textContent).toBe('Next reminder: 14 Mar 2027, 12:00.');
  });

  it('offers to try again when the setting cannot be read', async () => {
    const backend = reportsBackend();
    backend.answer('GET reminder_settings', postgrestError(500, 'XX000', 'boom'), httpReply(200, []));
    const { user } = renderPage(<MyReminderSetting latestReportAt={LATEST_REPORT_AT} />, {
      path: PATHS.dashboard,
      backend,
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Your reminder setting could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select().value).toBe('none'));
  });

  it('speaks Danish', async () => {
    open({ stored: 'quarterly', language: 'da' });
    await waitFor(() => expect(select().value).toBe('quarterly'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mind mig om at vurdere igen');
    expect(select().selectedOptions[0]!.textContent).toBe('Hver 3. måned');
    expect(screen.getByTestId('reminder-next').textContent).toMatch(/^Næste påmindelse: 14\. jun\. 2026/);
  });
});
