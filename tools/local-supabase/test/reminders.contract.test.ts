// Reassessment reminders through the whole local stack, as on Supabase: the migration's pg_cron job
// runs at minute 17, pg_net posts to the send-reminders edge function with the URL and service-role
// key the stack keeps in Vault, the function claims what is due and mails it into the local inbox, in
// the person's language, with the unsubscribe headers. The same due date is not mailed again when the
// job runs again, and the mail's token unsubscribes without a session. A team's reminder goes to its
// owner alone.
import { randomUUID } from 'node:crypto';
import { QUESTIONS } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { useStack } from './stack.ts';

// The scheduler is driven by the test, minute by minute; its own clock stays off.
const stack = useStack({ cron: false });

type Message = {
  ID: string;
  Subject: string;
  Text: string;
  Tags: string[];
  ListUnsubscribe: { Links: string[]; HeaderPost: string };
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

/** What pg_net wrote back for the job's request: the function's answer. */
async function lastFunctionAnswer(): Promise<{ status_code: number; content: string }> {
  const { rows } = await stack().db.query<{ status_code: number; content: string }>(
    'select status_code, content from net._http_response order by id desc limit 1',
  );
  return rows[0]!;
}

describe('reassessment reminders', () => {
  it('the hourly job mails a due reminder once, in Danish, and its link unsubscribes signed out', async () => {
    const ann = await stack().user('Ann');
    expect((await ann.client.auth.updateUser({ data: { language: 'da' } })).error).toBeNull();
    const answers = Object.fromEntries(QUESTIONS.map((q) => [q.id, q.options[1]]));
    const submitted = await ann.client.rpc('submit_assessment', { answers, submission_id: randomUUID() });
    expect(submitted.error).toBeNull();
    const report = submitted.data as { id: string; overall_score: number };
    const cadence = await ann.client
      .from('reminder_settings')
      .upsert({ user_id: ann.id, cadence: 'monthly' });
    expect(cadence.error).toBeNull();

    // Not due yet: the job runs and mails nothing.
    await stack().cron.tick(new Date('2030-01-01T09:17:00Z'));
    expect(await lastFunctionAnswer()).toEqual({
      status_code: 200,
      content: JSON.stringify({ claimed: 0, sent: 0, not_sent: 0 }),
    });
    expect(await mailsTo(ann.email)).toEqual([]);

    // Due now: the report is made older than the cadence (the documented way for tests).
    const backdated = await stack()
      .admin()
      .from('reports')
      .update({ created_at: '2026-01-10T12:00:00Z' })
      .eq('id', report.id);
    expect(backdated.error).toBeNull();
    await stack().cron.tick(new Date('2030-01-01T09:18:00Z'));
    expect(await mailsTo(ann.email), "minute 18 is not the job's").toEqual([]);
    await stack().cron.tick(new Date('2030-01-01T10:17:00Z'));
    expect(await lastFunctionAnswer()).toMatchObject({ status_code: 200 });
    const [mail, ...more] = await mailsTo(ann.email);
    expect(more).toEqual([]);
    expect(mail!.Subject).toBe('Tid til at se på din arkitektur igen');
    expect(mail!.Tags).toEqual(['reassessment_reminder']);
    expect(mail!.Text).toContain(
      `Din seneste Architecture Health Check var den 10. januar 2026, med en samlet score på ${report.overall_score} ud af 100.`,
    );
    expect(mail!.Text).toContain('Start den næste vurdering: http://localhost:3000/start?lang=da');
    const link = /http:\/\/localhost:3000\/reminders\/unsubscribe\?token=(rmd_[A-Za-z0-9_-]+)&lang=da/.exec(
      mail!.Text,
    );
    expect(link, mail!.Text).not.toBeNull();
    expect(mail!.ListUnsubscribe).toMatchObject({
      Links: [link![0]],
      HeaderPost: 'List-Unsubscribe=One-Click',
    });

    // The job runs again: that due date was mailed, so nothing more.
    await stack().cron.tick(new Date('2030-01-01T11:17:00Z'));
    expect(await lastFunctionAnswer()).toEqual({
      status_code: 200,
      content: JSON.stringify({ claimed: 0, sent: 0, not_sent: 0 }),
    });
    expect(await mailsTo(ann.email)).toHaveLength(1);

    // One click, no session.
    const visitor = stack().client();
    const unsubscribed = await visitor.rpc('unsubscribe_reminders', { token: link![1] });
    expect(unsubscribed).toMatchObject({ error: null, data: { status: 'unsubscribed', team_name: null } });
    expect((await visitor.rpc('unsubscribe_reminders', { token: link![1] })).data).toEqual({
      status: 'already_used',
      team_name: null,
    });
    expect((await visitor.rpc('unsubscribe_reminders', { token: 'rmd_made_up' })).data).toEqual({
      status: 'not_found',
      team_name: null,
    });
    const settings = await ann.client.from('reminder_settings').select('cadence').single();
    expect(settings.data).toEqual({ cadence: 'none' });

    const runs = await stack().db.query<{ status: string }>(
      `select d.status from cron.job_run_details d join cron.job j using (jobid)
        where j.jobname = 'send-reassessment-reminders'`,
    );
    expect(runs.rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it("a team's reminder goes to its owner only, with a link to the team's page", async () => {
    const owner = await stack().user('Hal');
    const member = await stack().user('Ivy');
    const team = (await owner.client.rpc('create_team', { name: 'Payments' })).data as { id: string };
    const invitation = (await owner.client.rpc('create_team_invitation', { team_id: team.id })).data as {
      token: string;
    };
    expect((await member.client.rpc('accept_team_invitation', { token: invitation.token })).error).toBeNull();
    expect(
      (await owner.client.from('team_reminder_settings').insert({ team_id: team.id, cadence: 'quarterly' }))
        .error,
    ).toBeNull();
    expect((await owner.client.rpc('close_team_round', { team_id: team.id })).error).toBeNull();
    await stack().db.query(
      `update public.team_rounds set opened_at = '2026-01-01T00:00:00Z', closed_at = '2026-01-02T00:00:00Z'
        where team_id = $1`,
      [team.id],
    );

    await stack().cron.tick(new Date('2030-02-01T09:17:00Z'));
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.Subject).toBe('Time to measure “Payments” again');
    expect(mail!.Tags).toEqual(['team_reassessment_reminder']);
    expect(mail!.Text).toContain(
      'Round 1 of the team assessment for “Payments” closed on 2 January 2026, with too few answers for a team score.',
    );
    expect(mail!.Text).toContain(`Go to the team’s page: http://localhost:3000/team-assessments/${team.id}`);
    expect(await mailsTo(member.email)).toEqual([]);

    const token = /unsubscribe\?token=(rmd_[A-Za-z0-9_-]+)/.exec(mail!.Text)![1]!;
    expect((await stack().client().rpc('unsubscribe_reminders', { token })).data).toEqual({
      status: 'unsubscribed',
      team_name: 'Payments',
    });
    const settings = await owner.client.from('team_reminder_settings').select('cadence').single();
    expect(settings.data).toEqual({ cadence: 'none' });
  });

  it('the stack keeps its own URL and service-role key in Vault for the job', async () => {
    const { rows } = await stack().db.query<{ name: string; decrypted_secret: string }>(
      `select name, decrypted_secret from vault.decrypted_secrets
        where name in ('project_url', 'service_role_key') order by name`,
    );
    expect(rows).toEqual([
      { name: 'project_url', decrypted_secret: stack().url },
      { name: 'service_role_key', decrypted_secret: stack().keys.serviceRoleKey },
    ]);
  });
});
