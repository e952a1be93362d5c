// The e-mail invitation through the whole local stack (docs/product.md §9): the owner calls the
// send-team-invitation function with supabase-js, the function makes the invitation as the owner and
// mails it through the inbox's Resend-shaped API with the key and site URL the stack gives it, the
// mail's link lets a colleague join, and a member who is not the owner is refused by the database. The
// e-mail limits are the database's, so they hold across sessions of one account and across accounts.
import { describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { useStack } from 'local-supabase/testing';

const stack = useStack();

type Message = {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  Tags: string[];
  To: { Address: string }[];
};

async function mailsTo(address: string): Promise<Message[]> {
  const found = (await (
    await fetch(`${stack().inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)
  ).json()) as { messages: { ID: string }[] };
  return Promise.all(
    found.messages.map(
      async (m) => (await (await fetch(`${stack().inboxUrl}/api/v1/message/${m.ID}`)).json()) as Message,
    ),
  );
}

async function refusal(error: unknown): Promise<{ status: number; body: { code?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('send-team-invitation', () => {
  it('mails the join link to the invitee, who joins with it; a member cannot invite', async () => {
    const owner = await stack().user('Olivia Owner');
    const member = await stack().user('Mads Member');
    const invitee = await stack().user('Ida Invitee');
    const created = await owner.client.rpc('create_team', { name: 'Payments platform' });
    expect(created.error).toBeNull();
    const teamId = (created.data as { id: string }).id;

    const sent = await owner.client.functions.invoke('send-team-invitation', {
      body: { team_id: teamId, email: invitee.email, language: 'da' },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({
      sent_to: invitee.email,
      invitation: { team_id: teamId, label: invitee.email, status: 'active' },
    });
    expect(JSON.stringify(sent.data)).not.toContain('inv_');

    const [mail] = await mailsTo(invitee.email);
    expect(mail).toBeDefined();
    expect(mail!.Subject).toBe('Olivia Owner inviterer dig til en teamvurdering');
    // The team's name is the owner's text, shown on the link's page, never mailed by the product.
    expect(`${mail!.Subject} ${mail!.Text} ${mail!.HTML}`).not.toContain('Payments platform');
    expect(mail!.Tags).toEqual(['team_invitation']);
    // The join link opens its page in the e-mail's language.
    const link = /(http:\/\/localhost:3000\/team-assessments\/join\/(inv_[A-Za-z0-9_-]+)\?lang=da)/.exec(
      mail!.Text,
    );
    expect(link, mail!.Text).not.toBeNull();
    expect(mail!.HTML).toContain(`href="${link![1]}"`);

    const joined = await invitee.client.rpc('accept_team_invitation', { token: link![2]! });
    expect(joined.error).toBeNull();
    expect(joined.data).toMatchObject({ joined: true, team: { id: teamId, role: 'member' } });

    // Joined through the same link as the invitee did: a member, not the owner.
    expect((await member.client.rpc('accept_team_invitation', { token: link![2]! })).error).toBeNull();
    const refused = await member.client.functions.invoke('send-team-invitation', {
      body: { team_id: teamId, email: 'someone@example.com', language: 'en' },
    });
    expect(await refusal(refused.error)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'not_owner' }),
    });
    expect(await mailsTo('someone@example.com')).toEqual([]);

    const bad = await owner.client.functions.invoke('send-team-invitation', {
      body: { team_id: teamId, email: 'not-an-address', language: 'en' },
    });
    expect(await refusal(bad.error)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'invalid_email' }),
    });
  });

  it('counts e-mails in the database: one account from two sessions, then the project across accounts; over a limit nothing is made or sent', async () => {
    // The limits are app_config settings; set low here, counted from the e-mails this file sent already.
    const { rows } = await stack().db.query<{ n: number }>(
      'select count(*)::int as n from private.team_invitation_mails',
    );
    const projectCap = rows[0]!.n + 3;
    await stack().db.query(
      "insert into public.app_config (key, value) values ('invitation_mail', jsonb_build_object('per_account_per_hour', 2, 'per_project_per_hour', $1::int))",
      [projectCap],
    );
    try {
      const owner = await stack().user('Olivia Owner');
      // A second sign-in of the same account: another browser, or the function running in another instance.
      const otherSession = stack().client();
      expect(
        (await otherSession.auth.signInWithPassword({ email: owner.email, password: owner.password })).error,
      ).toBeNull();
      const teamId = ((await owner.client.rpc('create_team', { name: 'Limits' })).data as { id: string }).id;
      const invite = (client: typeof otherSession, team: string, email: string) =>
        client.functions.invoke('send-team-invitation', { body: { team_id: team, email, language: 'en' } });

      expect((await invite(owner.client, teamId, 'first@example.com')).error).toBeNull();
      expect((await invite(otherSession, teamId, 'second@example.com')).error).toBeNull();
      const third = await invite(owner.client, teamId, 'third@example.com');
      expect(await refusal(third.error)).toEqual({
        status: 429,
        body: expect.objectContaining({ code: 'rate_limited' }),
      });
      const retryAfter = Number(
        ((third.error as FunctionsHttpError).context as Response).headers.get('retry-after'),
      );
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const team = await owner.client.rpc('get_team', { team_id: teamId });
      expect((team.data as { invitations: unknown[] }).invitations).toHaveLength(2);
      expect(await mailsTo('third@example.com')).toEqual([]);

      // The project's cap counts everyone: a second account gets the one e-mail left, a third none.
      const second = await stack().user('Sam Second');
      const thirdUser = await stack().user('Tia Third');
      const secondTeam = ((await second.client.rpc('create_team', { name: 'Second' })).data as { id: string })
        .id;
      const thirdTeam = (
        (await thirdUser.client.rpc('create_team', { name: 'Third' })).data as { id: string }
      ).id;
      expect((await invite(second.client, secondTeam, 'fourth@example.com')).error).toBeNull();
      expect(await refusal((await invite(thirdUser.client, thirdTeam, 'fifth@example.com')).error)).toEqual({
        status: 429,
        body: expect.objectContaining({ code: 'rate_limited' }),
      });
      expect(await mailsTo('fifth@example.com')).toEqual([]);
      const { rows: made } = await stack().db.query<{ n: number }>(
        'select count(*)::int as n from public.team_invitations where team_id = $1',
        [thirdTeam],
      );
      expect(made[0]!.n).toBe(0);
    } finally {
      await stack().db.query("delete from public.app_config where key = 'invitation_mail'");
    }
  });
});
