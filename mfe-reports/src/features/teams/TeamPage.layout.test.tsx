// The owner's team page in the order of the owner's work (invite people, then the round, then the
// settings), and every confirmation or failure beside the control that caused it, in a live region that
// was in the page before it spoke (so screen readers announce it), never at the top of the page.
import type { CompositeType } from '@ahc/platform';
import { type FakeSupabase, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITATION, ROUND, backend, detail, open } from './testing/team-page-backend.tsx';

/** The owner's backend, whose round closes and opens, and whose minimum is kept, as the database's are. */
function ownersBackend(): FakeSupabase {
  const supabase = backend('owner');
  let round: CompositeType<'team_round'> = ROUND;
  let minAnswers = 3;
  const team = () => ({ ...detail('owner').team!, current_round: round, min_answers: minAnswers });
  supabase.rpc('get_team', () => ({ ...detail('owner'), team: team() }));
  supabase.rpc('set_team_min_answers', (body) => {
    minAnswers = body.min_answers;
    return team();
  });
  supabase.rpc('close_team_round', () => {
    round = { ...round, status: 'closed', closed_at: '2026-11-21T10:00:00Z' };
    return round;
  });
  supabase.rpc('open_team_round', () => {
    round = { ...ROUND, id: 'r2', number: 2, answers: 0 };
    return round;
  });
  supabase.functionAnswers('send-team-invitation', () => ({
    invitation: { ...INVITATION, id: 'i3', label: 'ana@example.com' },
    sent_to: 'ana@example.com',
    email_id: 'mail-1',
  }));
  return supabase;
}

/**
 * A message said beside its control: a live region in the control's own row or section, which was
 * there (and silent) before, and the only place on the page that says it.
 */
function expectSaidBeside(region: HTMLElement, text: string, near: HTMLElement) {
  expect(region.getAttribute('role')).toBe('status');
  expect(region.textContent).toBe(text);
  expect(near.contains(region)).toBe(true);
  expect(screen.getAllByText(text)).toEqual([region]);
}

describe('the owner’s team page', () => {
  it('comes in the order of the owner’s work: invite people, then the round and its members, then the settings', async () => {
    open(ownersBackend());
    await screen.findByTestId('team-name');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Invite people',
      'Round 1',
      'Members',
      'Figures only from enough answers',
      'Remind me to open the next round',
    ]);
  });

  it('keeps a member’s page to the round to answer and the members', async () => {
    open(backend('member'), 'da');
    await screen.findByTestId('team-name');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Runde 1',
      'Medlemmer',
    ]);
  });

  it('says an invitation e-mail was sent beside “Send the invitation”, in English and Danish', async () => {
    for (const [language, send, sent] of [
      ['en', 'Send the invitation', 'The invitation has been sent to ana@example.com.'],
      ['da', 'Send invitationen', 'Invitationen er sendt til ana@example.com.'],
    ] as const) {
      const view = open(ownersBackend(), language);
      const form = await screen.findByTestId('invite-by-email');
      const button = within(form).getByRole('button', { name: send });
      const region = within(form).getByTestId('invite-email-status');
      expect(region.textContent).toBe('');
      await view.user.type(within(form).getByRole('textbox'), 'ana@example.com');
      await view.user.click(button);
      await waitFor(() => expect(region.textContent).toBe(sent));
      expectSaidBeside(region, sent, button.parentElement!);
      view.unmount();
    }
  });

  it('shows a new invitation link under the form that made it, with the focus on it', async () => {
    const { user } = open(ownersBackend());
    const create = await screen.findByTestId('create-invitation');
    await user.click(create);
    const made = await screen.findByTestId('new-invitation');
    // After the form that made it, before the next one (the e-mail's).
    const follows = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(create.closest('form')!, made)).toBe(true);
    expect(follows(made, screen.getByTestId('invite-by-email'))).toBe(true);
    expect(document.activeElement).toBe(within(made).getByLabelText('Invitation link'));
  });

  it('says under the round’s buttons that the round closed, and then that the next one opened', async () => {
    const { user } = open(ownersBackend());
    const section = await screen.findByTestId('round-section');
    const buttons = within(section).getByTestId('open-team-report').parentElement!;
    const region = within(section).getByTestId('round-action-status');
    expect(region.textContent).toBe('');
    expect(buttons.nextElementSibling).toBe(region);
    await user.click(within(section).getByTestId('close-round'));
    await user.click(within(section).getByTestId('close-round-confirm'));
    await waitFor(() => expect(region.textContent).toBe('Round 1 is closed.'));
    expectSaidBeside(region, 'Round 1 is closed.', section);
    await user.click(await within(section).findByTestId('open-round'));
    await user.click(within(section).getByTestId('open-round-confirm'));
    await waitFor(() => expect(region.textContent).toBe('Round 2 is open.'));
    expectSaidBeside(region, 'Round 2 is open.', section);
  });

  it('says in the round’s section why closing it failed', async () => {
    const supabase = ownersBackend();
    supabase.answer('rpc close_team_round', postgrestError(409, 'PT409', 'no open round'));
    const { user } = open(supabase);
    const section = await screen.findByTestId('round-section');
    await user.click(within(section).getByTestId('close-round'));
    await user.click(within(section).getByTestId('close-round-confirm'));
    expect((await within(section).findByRole('alert')).textContent).toBe('There is no open round to close.');
    expect(within(section).getByTestId('round-action-status').textContent).toBe('');
  });

  it('says beside “Save the minimum” what the minimum now is, and keeps saying it once the team is read again', async () => {
    const { user } = open(ownersBackend());
    const section = await screen.findByTestId('minimum-section');
    const field = within(section).getByLabelText('Answers a round needs');
    const save = within(section).getByTestId('save-minimum');
    const region = within(section).getByTestId('minimum-status');
    expect(region.textContent).toBe('');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(save);
    const saved = 'From now on a round needs at least 4 answers.';
    await waitFor(() => expect(region.textContent).toBe(saved));
    // The team, read again with the new minimum, leaves the field and the confirmation as they are.
    await waitFor(() => expect(screen.getByTestId('round-minimum').textContent).toContain('at least 4'));
    expect((field as HTMLInputElement).value).toBe('4');
    expect(within(section).getByTestId('minimum-status')).toBe(region);
    expectSaidBeside(region, saved, save.parentElement!);
  });

  it('says above the members who was removed, and in the member’s own card why a removal failed', async () => {
    const supabase = ownersBackend();
    supabase.answer('rpc remove_team_member', postgrestError(404, 'PT404', 'gone'));
    const { user } = open(supabase);
    const section = await screen.findByTestId('members-section');
    const region = within(section).getByTestId('members-status');
    expect(region.nextElementSibling).toBe(within(section).getByTestId('member-list'));
    const mads = () => screen.getAllByTestId('member').find((item) => item.textContent!.includes('Mads'))!;
    await user.click(within(mads()).getByRole('button', { name: 'Remove Mads Member' }));
    await user.click(within(mads()).getByTestId('remove-member-confirm'));
    expect((await within(mads()).findByRole('alert')).textContent).toBe(
      'That member is no longer in the team.',
    );
    supabase.answerNormally('rpc remove_team_member');
    await user.click(within(mads()).getByRole('button', { name: 'Remove Mads Member' }));
    await user.click(within(mads()).getByTestId('remove-member-confirm'));
    await waitFor(() => expect(region.textContent).toBe('Mads Member has been removed.'));
    expectSaidBeside(region, 'Mads Member has been removed.', section);
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
