import { type CompositeType, teamAnswerPath } from '@ahc/platform';
import { createFakeSupabase, httpReply, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUND, TEAM_ID, backend, detail, open } from './testing/team-page-backend.tsx';

describe('/team-assessments/:teamId', () => {
  it('shows a member the round, how many have answered (not who, never what), and the way to answer; nothing of the owner’s', async () => {
    open(backend('member'));
    expect((await screen.findByTestId('team-name')).textContent).toBe('Payments platform');
    expect(screen.getByTestId('round-answers').textContent).toBe('1 of 2 members have answered.');
    expect(screen.getByTestId('round-minimum').textContent).toBe(
      'The team report shows a round’s figures once it is closed, if at least 3 members answered it.',
    );
    expect(screen.getByTestId('answer-round').getAttribute('href')).toBe(teamAnswerPath(TEAM_ID));
    expect(screen.queryAllByTestId('member-answered')).toEqual([]);
    expect(screen.getByTestId('members-section').textContent).toContain(
      'Only the owner sees who has answered',
    );
    expect(screen.queryByTestId('minimum-section')).toBeNull();
    expect(screen.queryByTestId('team-reminder')).toBeNull();
    expect(screen.queryByTestId('invite-section')).toBeNull();
    expect(screen.queryByTestId('remove-member')).toBeNull();
    expect(screen.queryByTestId('close-round')).toBeNull();
    expect(screen.getByTestId('leave-team')).toBeTruthy();
  });

  it('says how many have answered in words that fit a team of one, in English and Danish', async () => {
    const solo = (): CompositeType<'team_detail'> => {
      const answer = detail('owner');
      return { ...answer, team: { ...answer.team!, member_count: 1 }, members: answer.members!.slice(0, 1) };
    };
    for (const [language, text] of [
      ['en', '1 of 1 member has answered.'],
      ['da', '1 af 1 medlem har svaret.'],
    ] as const) {
      const supabase = backend('owner');
      supabase.rpc('get_team', solo);
      const view = open(supabase, language);
      expect((await screen.findByTestId('round-answers')).textContent).toBe(text);
      view.unmount();
    }
  });

  it('shows the owner who has answered the current round', async () => {
    open(backend('owner'));
    await screen.findByTestId('team-name');
    expect(screen.getAllByTestId('member-answered').map((b) => b.textContent)).toEqual([
      'Answered',
      'Not answered yet',
    ]);
  });

  it('lets the owner raise the minimum number of answers, refusing what the database would refuse', async () => {
    const supabase = backend('owner');
    const { user } = open(supabase);
    const field = within(await screen.findByTestId('minimum-section')).getByLabelText(
      'Answers a round needs',
    ) as HTMLInputElement;
    expect(field.value).toBe('3');
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByTestId('save-minimum'));
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 3 to 100.');
    expect(supabase.calls('rpc set_team_min_answers')).toEqual([]);
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByTestId('save-minimum'));
    await waitFor(() =>
      expect(screen.getByTestId('minimum-status').textContent).toBe(
        'From now on a round needs at least 5 answers.',
      ),
    );
    expect(supabase.calls('rpc set_team_min_answers').map((c) => c.body)).toEqual([
      { team_id: TEAM_ID, min_answers: 5 },
    ]);
  });

  it('lets the owner choose how often to be reminded to open the next round, counted from the last close', async () => {
    const supabase = backend('owner');
    const closed = detail('owner');
    const closedRound = { ...ROUND, status: 'closed' as const, closed_at: '2027-01-31T10:00:00Z' };
    supabase.rpc('get_team', () => ({ ...closed, team: { ...closed.team!, current_round: closedRound } }));
    supabase.answer('POST team_reminder_settings', httpReply(201, { cadence: 'monthly' }));
    const { user } = open(supabase);
    const section = within(await screen.findByTestId('team-reminder'));
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe('Remind me to open the next round');
    const select = section.getByLabelText<HTMLSelectElement>('Remind me');
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('none');
    await user.selectOptions(select, 'monthly');
    await waitFor(() => expect(section.getByTestId('team-reminder-state').textContent).toBe('Saved.'));
    const [write] = supabase.calls('POST team_reminder_settings');
    expect(write!.body).toEqual({ team_id: TEAM_ID, cadence: 'monthly' });
    expect(write!.url.searchParams.get('on_conflict')).toBe('team_id');
    expect(section.getByTestId('team-reminder-next').textContent).toBe('Next reminder: 28 Feb 2027, 10:00.');
  });

  it('tells the owner that no reminder comes while a round is open', async () => {
    const supabase = backend('owner');
    supabase.setRows('team_reminder_settings', [
      { team_id: TEAM_ID, cadence: 'yearly', created_at: ROUND.opened_at!, updated_at: ROUND.opened_at! },
    ]);
    open(supabase);
    const section = within(await screen.findByTestId('team-reminder'));
    await waitFor(() => expect(section.getByLabelText<HTMLSelectElement>('Remind me').value).toBe('yearly'));
    expect(section.getByTestId('team-reminder-next').textContent).toBe(
      'No reminder while a round is open: the next one counts from its close.',
    );
  });

  it('lets the owner make a link, shown once as a full address, and see each link’s use', async () => {
    const supabase = backend('owner');
    const { user } = open(supabase);
    const invitation = await screen.findByTestId('invitation');
    expect(invitation.dataset.status).toBe('active');
    expect(invitation.textContent).toContain('Used 2 times');
    await user.click(screen.getByTestId('create-invitation'));
    const link = within(await screen.findByTestId('new-invitation')).getByLabelText(
      'Invitation link',
    ) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/team-assessments/join/tinv_secret`);
    expect(supabase.calls('rpc create_team_invitation').map((c) => c.body)).toEqual([
      { team_id: TEAM_ID, valid_for_days: 7 },
    ]);
  });

  it('lets the owner remove a member after asking, and says why when it fails', async () => {
    const supabase = backend('owner');
    supabase.answer('rpc remove_team_member', postgrestError(409, 'PT409', 'the owner stays'));
    const { user } = open(supabase);
    await user.click(await screen.findByRole('button', { name: 'Remove Mads Member' }));
    expect(screen.getByRole('group', { name: 'Remove Mads Member?' })).toBeTruthy();
    await user.click(screen.getByTestId('remove-member-confirm'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The owner cannot be removed; delete the team assessment instead.',
      ),
    );
    expect(supabase.calls('rpc remove_team_member').map((c) => c.body)).toEqual([
      { team_id: TEAM_ID, member_id: 'm2' },
    ]);
  });

  it('shows no access to someone who is not (or no longer) a member', async () => {
    const supabase = createFakeSupabase();
    supabase.rpc('get_team', () => ({ status: 'not_found', team: null, members: null, invitations: null }));
    open(supabase);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'No access to this team assessment',
    );
  });
});
