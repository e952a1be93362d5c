// The team page's test backend: get_team as the database answers the owner and a member (who answered
// the current round goes to the owner only), the owner's writes answered as the database does, and the
// page opened at the team's address.
import { type CompositeType, PATHS, teamAssessmentPath } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase } from '@ahc/platform/testing';
import { renderPage } from '#shared/testing/render-page.tsx';
import TeamPage from '../TeamPage.tsx';

export const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
export const ROUND: CompositeType<'team_round'> = {
  id: 'r1',
  number: 1,
  status: 'open',
  opened_at: '2026-11-20T10:00:00Z',
  closed_at: null,
  answers: 1,
  released: false,
  i_answered: false,
};
export const INVITATION: CompositeType<'team_invitation'> = {
  id: 'i1',
  team_id: TEAM_ID,
  label: 'Operations',
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
  revoked_at: null,
  last_used_at: null,
  use_count: 2,
  status: 'active',
};

/** get_team as the database answers each role: who answered the current round goes to the owner only. */
export function detail(role: 'owner' | 'member'): CompositeType<'team_detail'> {
  const answered = (value: boolean) => ({ answered_current_round: role === 'owner' ? value : null });
  return {
    status: 'ok',
    team: {
      id: TEAM_ID,
      name: 'Payments platform',
      created_at: '2026-11-20T10:00:00Z',
      role,
      member_count: 2,
      min_answers: 3,
      current_round: ROUND,
    },
    members: [
      {
        member_id: 'm1',
        display_name: 'Olivia Owner',
        role: 'owner',
        joined_at: '2026-11-20T10:00:00Z',
        is_me: role === 'owner',
        ...answered(true),
      },
      {
        member_id: 'm2',
        display_name: 'Mads Member',
        role: 'member',
        joined_at: '2026-11-20T11:00:00Z',
        is_me: role === 'member',
        ...answered(false),
      },
    ],
    invitations: role === 'owner' ? [INVITATION] : null,
  };
}

export function backend(role: 'owner' | 'member'): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('get_team', () => detail(role));
  supabase.rpc('create_team_invitation', () => ({
    invitation: { ...INVITATION, id: 'i2', label: null, use_count: 0 },
    token: 'tinv_secret',
  }));
  supabase.rpc('remove_team_member', () => undefined);
  supabase.rpc('set_team_min_answers', (body) => ({
    ...detail('owner').team!,
    min_answers: body.min_answers,
  }));
  return supabase;
}

export const open = (supabase: FakeSupabase, language: 'en' | 'da' = 'en') =>
  renderPage(<TeamPage />, {
    path: teamAssessmentPath(TEAM_ID),
    route: PATHS.teamAssessment,
    backend: supabase,
    language,
  });
