-- One mechanism for the two kinds of token link: a report's share links (report_share_links,
-- sharing.sql) and a team's invitations (team_invitations, teams.sql). Both are a secret token shown
-- once and kept only as its sha256 (private.new_token, private.token_hash and
-- private.presented_token_hash in private.sql), an owner's label, an expiry, revocation, and caps on how
-- many one report or team and one account may hold live and make in a day. The rules are these helpers;
-- each function keeps only what is its own (who may make one, what it opens, its words):
--   private.link_status(revoked, expires)   active | revoked | expired (revoked wins: the owner's
--                                           latest word)
--   private.link_label(label, what)         the owner's label, trimmed, at most 120 characters
--   private.token_links                     both kinds as one relation (kind, parent, account, dates,
--                                           status), for the caps; a view over both tables, so it is
--                                           in sharing.sql, after them
--   private.make_room_for_link(kind, parent_id, account_id)
--                                           before a new link: the per-account lock, the clean-up of the
--                                           account's links that stopped working a week ago, the caps

create type public.link_status as enum ('active', 'revoked', 'expired');
comment on type public.link_status is
  'A token link as its owner sees it: revoked wins over expired (it is the owner''s latest word).';

create function private.link_status(revoked_at timestamptz, expires_at timestamptz)
returns public.link_status
language sql
stable
set search_path = ''
as $$
  select case when revoked_at is not null then 'revoked'
              when expires_at <= now() then 'expired'
              else 'active' end::public.link_status
$$;
revoke all on function private.link_status(timestamptz, timestamptz) from public;

-- The owner's note on a link, trimmed (NULL when empty); 22023 over 120 characters. `what` names the
-- link in the message ('A share link', 'An invitation').
create function private.link_label(label text, what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_label text := private.clean_text(label);
begin
  if char_length(v_label) > 120 then
    raise exception using errcode = '22023', message = what || ' label can be at most 120 characters.';
  end if;
  return v_label;
end;
$$;
revoke all on function private.link_label(text, text) from public;

-- Before a link of `kind` ('share_link', 'team_invitation') is made for parent_id by account_id; the
-- caller holds the parent's row lock, so the parent's caps hold. Then:
--   * one creation at a time per account (across its reports or teams), so the account's caps hold;
--   * the account's links of this kind that stopped working (revoked or expired) more than 7 days
--     ago are deleted, so revoking and creating again cannot pile them up;
--   * live links: at most 20 per parent, 100 per account -> PT409, hint <kind>s_live_per_<parent> or
--     <kind>s_live_per_account;
--   * made in the last 24 hours (revoked ones too): at most 50 per parent, 100 per account -> PT429,
--     hint <kind>s_per_day.
-- So an account holds at most its 100 live links of a kind plus those that stopped working in the
-- last 7 days: under 1,000, however long a loop runs.
create function private.make_room_for_link(kind text, parent_id uuid, account_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  max_live_per_parent constant integer := 20;
  max_live_per_account constant integer := 100;
  max_made_per_parent constant integer := 50;
  max_made_per_account constant integer := 100;
  -- How each kind names its parent and itself in the messages and hints.
  v_parent text;
  v_links text;
  v_count record;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('private.create_' || kind || ':' || account_id::text, 0));
  if kind = 'share_link' then
    v_parent := 'report';
    v_links := 'share links';
    delete from public.report_share_links l
     where l.user_id = make_room_for_link.account_id
       and least(l.revoked_at, l.expires_at) < now() - interval '7 days';
  elsif kind = 'team_invitation' then
    v_parent := 'team';
    v_links := 'invitations';
    delete from public.team_invitations i
     where i.created_by = make_room_for_link.account_id
       and least(i.revoked_at, i.expires_at) < now() - interval '7 days';
  else
    raise exception 'make_room_for_link: unknown kind of link %', kind;
  end if;

  select count(*) filter (where l.parent_id = make_room_for_link.parent_id
                            and l.status = 'active') as live_here,
         count(*) filter (where l.account_id = make_room_for_link.account_id
                            and l.status = 'active') as live_in_all,
         count(*) filter (where l.parent_id = make_room_for_link.parent_id
                            and l.created_at > now() - interval '1 day') as made_here,
         count(*) filter (where l.account_id = make_room_for_link.account_id
                            and l.created_at > now() - interval '1 day') as made_in_all
    into v_count
    from private.token_links l
   where l.kind = make_room_for_link.kind
     and (l.parent_id = make_room_for_link.parent_id or l.account_id = make_room_for_link.account_id);

  if v_count.live_here >= max_live_per_parent then
    raise exception using errcode = 'PT409', hint = kind || 's_live_per_' || v_parent,
      message = format('A %s can have at most %s live %s; revoke one first.',
                       v_parent, max_live_per_parent, v_links);
  end if;
  if v_count.live_in_all >= max_live_per_account then
    raise exception using errcode = 'PT409', hint = kind || 's_live_per_account',
      message = format('You can have at most %s live %s across your %ss; revoke some first.',
                       max_live_per_account, v_links, v_parent);
  end if;
  if v_count.made_here >= max_made_per_parent or v_count.made_in_all >= max_made_per_account then
    raise exception using errcode = 'PT429', hint = kind || 's_per_day',
      message = format('At most %s %s per %s and %s in all can be made in 24 hours; please try again later.',
                       max_made_per_parent, v_links, v_parent, max_made_per_account);
  end if;
end;
$$;
revoke all on function private.make_room_for_link(text, uuid, uuid) from public;
