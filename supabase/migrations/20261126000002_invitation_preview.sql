-- What an invitation link is, before anyone is asked to sign up or to join. The
-- landing page used to say "You are invited" to every link, revoked, expired or made up, and learnt
-- the truth only from accept_team_invitation, after a newcomer had made and confirmed an account.
-- preview_team_invitation(token) answers anyone holding a token -- signed in or not -- with the
-- link's state and, for a link that works, the two things an invitation should say: which system and
-- who invites. Nothing else: no team id, no member count, no user id, no label (the owner's own note),
-- no expiry date. A link that does not work says only how it does not (revoked, expired, full) or
-- that it is unknown; it never names the team.
--
-- Safe to leave open, as get_shared_report is:
--   * a token is 32 random bytes (244 bits): guessing one is not a way in, and a wrong one answers
--     {"status": "not_found"}, never an error, the same as a token of a deleted team;
--   * anything longer than 200 characters is not hashed (tokens are 47), so a huge argument costs
--     nothing; the lookup is one row by the unique index on the hash;
--   * it writes nothing (stable; use_count and last_used_at are for joins only), so a flood of reads
--     is a flood of index lookups, bounded like every other read by the API's own limits.
--
-- Two-factor (20261125000001/02): not checked, on purpose, and listed as such in
-- supabase/tests/005_advisor.sql. The answer is the same for everyone holding the token and reads
-- nothing of the caller's: asking a signed-in holder at aal1 for a code protects nothing (signing out
-- would give the same answer), and an invitee must see what the link is before they have an account
-- at all. The inviter's name is shown because the owner sent the link to be opened; the team page
-- says so beside the link.

create function private.preview_team_invitation(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The same limit as accept_team_invitation's: a full team takes no one through any link.
  max_members constant integer := 100;
  v_invitation public.team_invitations;
  v_team public.teams;
begin
  -- Tokens are 47 characters; anything far longer is not one, and is not hashed.
  if preview_team_invitation.token is not null and char_length(preview_team_invitation.token) <= 200 then
    select i.* into v_invitation from public.team_invitations i
     where i.token_hash = private.token_hash(preview_team_invitation.token);
  end if;
  if v_invitation.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  -- Revoked wins over expired: it is the owner's latest word (as for share links).
  if v_invitation.revoked_at is not null then
    return jsonb_build_object('status', 'revoked');
  end if;
  if v_invitation.expires_at <= now() then
    return jsonb_build_object('status', 'expired');
  end if;
  select t.* into v_team from public.teams t where t.id = v_invitation.team_id;
  if v_team.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if (select count(*) from public.team_members m where m.team_id = v_team.id) >= max_members then
    return jsonb_build_object('status', 'full');
  end if;
  return jsonb_build_object(
    'status', 'ok',
    'system_name', v_team.name,
    -- The profile's name of whoever made the link (only an owner can), or null without one.
    'inviter_name', (select nullif(btrim(p.name), '') from public.profiles p where p.id = v_invitation.created_by));
end;
$$;

revoke all on function private.preview_team_invitation(text) from public, anon, authenticated, service_role;
grant execute on function private.preview_team_invitation(text) to anon, authenticated;

create function public.preview_team_invitation(token text)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.preview_team_invitation(preview_team_invitation.token); end; $$;

revoke all on function public.preview_team_invitation(text) from public, anon, authenticated, service_role;
grant execute on function public.preview_team_invitation(text) to anon, authenticated;

do $$
declare
  body constant text :=
    'For anyone holding an invitation token, signed in or not, before signing up or joining: '
    '{status: ok, system_name, inviter_name (the link maker''s profile name, or null)} for a link that lets people join; '
    'else {status: not_found | revoked | expired | full} and nothing more. Never raises for a bad token; writes nothing.';
begin
  execute format('comment on function private.preview_team_invitation(text) is %L',
                 'Called only through public.preview_team_invitation. ' || body);
  execute format('comment on function public.preview_team_invitation(text) is %L', body);
end;
$$;
