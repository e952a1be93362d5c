import { TEST_USER, createFakeSupabase, createTestPlatform } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { authBackend, profileRow } from '#shared/testing/render-page.tsx';
import { exportFileName, readAccountExport } from './account-export.ts';

const TEAM = '7a1c0d9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f';
const ROUND = '1b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0';
const REPORT = '0f1e2d3c-4b5a-4968-8776-655443322110';

async function signedIn(backend = authBackend()) {
  const platform = createTestPlatform({ supabase: backend });
  await platform.supabaseClient.auth.signInWithPassword({ email: 'ada@example.com', password: 'engine1843' });
  await vi.waitFor(() => expect(platform.auth.getState().isAuthenticated).toBe(true));
  return platform;
}

describe('readAccountExport', () => {
  it("holds the profile and every one of the person's reports, named by the day", async () => {
    const backend = authBackend();
    const platform = await signedIn(backend);
    const account = { id: profileRow().id, email: 'ada@example.com' };
    const data = await readAccountExport(platform.supabaseClient, account, new Date('2026-03-01T10:00:00Z'));
    expect(data).toMatchObject({
      format: 'architecture-health-check/account-export',
      version: 3,
      exportedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(data.profile).toEqual(profileRow());
    expect(Array.isArray(data.reports)).toBe(true);
    const reportsRead = backend.calls('GET reports')[0]!;
    expect(reportsRead.url.searchParams.get('user_id')).toBe(`eq.${profileRow().id}`);
    expect(exportFileName(data.exportedAt)).toBe('architecture-health-check-data-2026-03-01.json');
  });

  it('holds the team assessments the person belongs to, the rounds they answered and the share links they made', async () => {
    const backend = createFakeSupabase({
      rows: {
        profiles: [profileRow()],
        team_members: [
          {
            id: 'm1',
            team_id: TEAM,
            user_id: TEST_USER.id,
            role: 'member',
            joined_at: '2026-02-01T09:00:00Z',
          },
        ],
        teams: [
          {
            id: TEAM,
            name: 'Payments platform',
            owner_id: 'someone-else',
            created_at: '2026-01-20T09:00:00Z',
            min_answers: 3,
          },
        ],
        team_rounds: [
          {
            id: ROUND,
            team_id: TEAM,
            number: 2,
            opened_at: '2026-02-01T09:00:00Z',
            closed_at: null,
            status: 'open',
          },
        ],
        team_round_reports: [
          { round_id: ROUND, report_id: REPORT, user_id: TEST_USER.id, answered_at: '2026-02-02T09:00:00Z' },
        ],
        report_share_links: [
          {
            id: 'l1',
            report_id: REPORT,
            user_id: TEST_USER.id,
            label: 'The board',
            include_company: true,
            include_prepared_for: false,
            created_at: '2026-02-03T09:00:00Z',
            expires_at: null,
            revoked_at: null,
            last_used_at: null,
            token_hash: 'never exported',
          },
        ],
      },
    });
    const platform = await signedIn(backend);
    const data = await readAccountExport(platform.supabaseClient, {
      id: TEST_USER.id,
      email: 'ada@example.com',
    });

    expect(data.teams).toEqual([
      { teamId: TEAM, name: 'Payments platform', role: 'member', joinedAt: '2026-02-01T09:00:00Z' },
    ]);
    expect(data.teamAnswers).toEqual([
      { teamId: TEAM, roundNumber: 2, reportId: REPORT, answeredAt: '2026-02-02T09:00:00Z' },
    ]);
    expect(data.shareLinks).toEqual([
      {
        id: 'l1',
        report_id: REPORT,
        label: 'The board',
        include_company: true,
        include_prepared_for: false,
        created_at: '2026-02-03T09:00:00Z',
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
      },
    ]);
    // Only the person's own rows and only the columns granted to them: the owner id and the token hash never leave.
    expect(backend.calls('GET team_members')[0]!.url.searchParams.get('user_id')).toBe(`eq.${TEST_USER.id}`);
    expect(backend.calls('GET report_share_links')[0]!.url.searchParams.get('user_id')).toBe(
      `eq.${TEST_USER.id}`,
    );
    expect(JSON.stringify(data)).not.toContain('never exported');
    expect(JSON.stringify(data)).not.toContain('someone-else');
  });

  it("holds the person's notes on their answers and their reminder choices, their own and their teams'", async () => {
    const note = {
      report_id: REPORT,
      user_id: TEST_USER.id,
      question_id: 'sec_2',
      note: 'Secrets move to the vault in Q3.',
      links: ['https://wiki.example.com/adr/12'],
      share_with_team: false,
      created_at: '2026-02-02T09:00:00Z',
      updated_at: '2026-02-02T09:00:00Z',
    };
    const reminder = {
      user_id: TEST_USER.id,
      cadence: 'quarterly' as const,
      created_at: '2026-02-02T09:00:00Z',
      updated_at: '2026-02-02T09:00:00Z',
    };
    const teamReminder = {
      team_id: TEAM,
      cadence: 'half_yearly' as const,
      created_at: '2026-02-02T09:00:00Z',
      updated_at: '2026-02-02T09:00:00Z',
    };
    const backend = createFakeSupabase({
      rows: {
        profiles: [profileRow()],
        answer_notes: [note],
        reminder_settings: [reminder],
        team_reminder_settings: [teamReminder],
      },
    });
    const platform = await signedIn(backend);
    const data = await readAccountExport(platform.supabaseClient, {
      id: TEST_USER.id,
      email: 'ada@example.com',
    });

    expect(data.answerNotes).toEqual([note]);
    expect(data.reminders).toEqual(reminder);
    expect(data.teamReminders).toEqual([teamReminder]);
    expect(backend.calls('GET answer_notes')[0]!.url.searchParams.get('user_id')).toBe(`eq.${TEST_USER.id}`);
    expect(backend.calls('GET reminder_settings')[0]!.url.searchParams.get('user_id')).toBe(
      `eq.${TEST_USER.id}`,
    );
  });

  it('a person with no reminder choice exports none', async () => {
    const platform = await signedIn();
    const data = await readAccountExport(platform.supabaseClient, {
      id: profileRow().id,
      email: 'ada@example.com',
    });
    expect(data.reminders).toBeNull();
    expect(data.answerNotes).toEqual([]);
  });
});
