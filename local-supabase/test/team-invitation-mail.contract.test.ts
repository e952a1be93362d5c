// The e-mail invitation through the whole local stack (docs/product.md §9): the owner calls the
// send-team-invitation function with supabase-js, the function makes the invitation as the owner and
// mails it through the inbox's Resend-shaped API with the key and site URL the stack gives it, the
// mail's link lets a colleague join, and a member who is not the owner is refused by the database.
import { describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { useStack } from './stack.ts';

const stack = useStack();

type Message = { ID: string; Subject: string; Text: string; HTML: string; Tags: string[]; To: { Address: string }[] };

async function mailsTo(address: string): Promise<Message[]> {
  const found = (await (await fetch(`${stack().inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)).json()) as { messages: { ID: string }[] };
  return Promise.all(found.messages.map(async (m) => (await (await fetch(`${stack().inboxUrl}/api/v1/message/${m.ID}`)).json()) as Message));
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

    const sent = await owner.client.functions.invoke('send-team-invitation', { body: { team_id: teamId, email: invitee.email, language: 'da' } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ sent_to: invitee.email, invitation: { team_id: teamId, label: invitee.email, status: 'active' } });
    expect(JSON.stringify(sent.data)).not.toContain('inv_');

    const [mail] = await mailsTo(invitee.email);
    expect(mail).toBeDefined();
    expect(mail!.Subject).toBe('Olivia Owner inviterer dig til teamvurderingen af “Payments platform”');
    expect(mail!.Tags).toEqual(['team_invitation']);
    const link = /(http:\/\/localhost:3000\/team-assessments\/join\/(inv_[A-Za-z0-9_-]+))/.exec(mail!.Text);
    expect(link, mail!.Text).not.toBeNull();
    expect(mail!.HTML).toContain(`href="${link![1]}"`);

    const joined = await invitee.client.rpc('accept_team_invitation', { token: link![2]! });
    expect(joined.error).toBeNull();
    expect(joined.data).toMatchObject({ joined: true, team: { id: teamId, role: 'member' } });

    // Joined through the same link as the invitee did: a member, not the owner.
    expect((await member.client.rpc('accept_team_invitation', { token: link![2]! })).error).toBeNull();
    const refused = await member.client.functions.invoke('send-team-invitation', { body: { team_id: teamId, email: 'someone@example.com', language: 'en' } });
    expect(await refusal(refused.error)).toEqual({ status: 403, body: expect.objectContaining({ code: 'not_owner' }) });
    expect(await mailsTo('someone@example.com')).toEqual([]);

    const bad = await owner.client.functions.invoke('send-team-invitation', { body: { team_id: teamId, email: 'not-an-address', language: 'en' } });
    expect(await refusal(bad.error)).toEqual({ status: 400, body: expect.objectContaining({ code: 'invalid_email' }) });
  });
});
