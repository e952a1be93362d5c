// Two-factor authentication enforced by the data, through the real supabase-js: a person with a verified
// TOTP factor who signs in with the password only (aal1) reads none of their rows, changes nothing and is
// refused by every function that acts for them with 403 and the hint aal2_required (the apps ask for the
// code on it); after auth.mfa.challengeAndVerify (aal2) all of it works. A person without a factor, or
// with a factor never verified, is served at aal1 as before. The rule lives in the database
// (the two-factor rule in supabase/schemas/private.sql); this is what a client sees of it.
import { randomUUID } from 'node:crypto';
import { answersAt } from '@ahc/assessment-model';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, client, totp, useStack } from 'local-supabase/testing';

const stack = useStack();

type Person = Awaited<ReturnType<TestStack['user']>> & { reportId: string; teamId: string };

/** A user with a report and its note, a plan item and a team, made before any factor exists. */
async function personWithData(name: string): Promise<Person> {
  const person = await stack().user(name, 'Acme');
  const report = await person.client.rpc('submit_assessment', {
    answers: answersAt(1),
    submission_id: randomUUID(),
    notes: { arch_1: { note: 'Why we chose this' } },
  });
  expect(report.error).toBeNull();
  const plan = await person.client
    .from('plan_items')
    .insert({ user_id: person.id, question_id: 'arch_1', option_key: 'tricky', status: 'planned' });
  expect(plan.error).toBeNull();
  const team = await person.client.rpc('create_team', { name: 'Payments platform' });
  expect(team.error).toBeNull();
  return {
    ...person,
    reportId: (report.data as { id: string }).id,
    teamId: (team.data as { id: string }).id,
  };
}

/** A fresh browser signed in with the password only. */
async function passwordOnly(person: Person): Promise<SupabaseClient> {
  const browser = client(stack());
  const { error } = await browser.auth.signInWithPassword({ email: person.email, password: person.password });
  expect(error).toBeNull();
  return browser;
}

/**
 * A code the server has not accepted yet: a code is good once per 30-second step (and one step either
 * side), so right after enrolling, the next step's code is the one to give.
 */
function freshCode(secret: string, lastUsedAt: number): string {
  return totp(secret, Math.max(Date.now() / 1000, lastUsedAt + 30));
}

async function expectAal2Required(
  promise: PromiseLike<{
    error: { code: string; hint: string | null; message: string } | null;
    status: number;
  }>,
) {
  const { error, status } = await promise;
  expect(status).toBe(403);
  expect(error).toMatchObject({ code: '42501', hint: 'aal2_required' });
  expect(error!.message).toBe('This account uses two-factor authentication: verify a code to continue.');
}

// A column of each table Olivia has one row in (a report and its note, her profile, a plan item, her team
// with her membership and its first round).
const OWN_ROWS: Record<string, string> = {
  reports: 'id',
  answer_notes: 'question_id',
  profiles: 'id',
  plan_items: 'question_id',
  teams: 'id',
  team_members: 'role',
  team_rounds: 'number',
};

let olivia: Person;
let secret: string;
let factorId: string;
let enrolledAt: number;

beforeAll(async () => {
  olivia = await personWithData('Olivia Owner');
  const enrolled = await olivia.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(enrolled.error).toBeNull();
  secret = enrolled.data!.totp.secret;
  factorId = enrolled.data!.id;
  enrolledAt = Date.now() / 1000;
  const verified = await olivia.client.auth.mfa.challengeAndVerify({
    factorId,
    code: totp(secret, enrolledAt),
  });
  expect(verified.error).toBeNull();
});

describe('a person with a verified factor, signed in with the password only (aal1)', () => {
  it('reads no row of theirs from any table', async () => {
    const browser = await passwordOnly(olivia);
    expect((await browser.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    for (const [table, column] of Object.entries(OWN_ROWS)) {
      const { data, error, status } = await browser.from(table).select(column);
      expect({ table, status, error, data }).toEqual({ table, status: 200, error: null, data: [] });
    }
    // The same rows are there for the service role, so "no rows" is the rule at work.
    const { data } = await stack().admin().from('reports').select('id').eq('user_id', olivia.id);
    expect(data).toEqual([{ id: olivia.reportId }]);
  });

  it('create_share_link, get_report and the team functions answer 403 aal2_required, and no link is made', async () => {
    const browser = await passwordOnly(olivia);
    await expectAal2Required(browser.rpc('create_share_link', { report_id: olivia.reportId }));
    await expectAal2Required(browser.rpc('get_report', { report_id: olivia.reportId }));
    await expectAal2Required(browser.rpc('get_report_benchmark', { report_id: olivia.reportId }));
    await expectAal2Required(browser.rpc('list_my_teams'));
    await expectAal2Required(browser.rpc('get_team', { team_id: olivia.teamId }));
    await expectAal2Required(browser.rpc('get_team_round_notes', { team_id: olivia.teamId }));
    await expectAal2Required(
      browser.rpc('submit_assessment', { answers: answersAt(2), submission_id: randomUUID() }),
    );
    const links = await stack()
      .admin()
      .from('report_share_links')
      .select('id')
      .eq('report_id', olivia.reportId);
    expect(links.data).toEqual([]);
    const reports = await stack().admin().from('reports').select('id').eq('user_id', olivia.id);
    expect(reports.data).toHaveLength(1);
  });

  it('changes nothing: a profile update and a plan item insert touch no row', async () => {
    const browser = await passwordOnly(olivia);
    const update = await browser
      .from('profiles')
      .update({ name: 'Mallory' })
      .eq('id', olivia.id)
      .select('name');
    expect(update).toMatchObject({ status: 200, error: null, data: [] });
    const insert = await browser
      .from('plan_items')
      .insert({ user_id: olivia.id, question_id: 'sec_1', option_key: 'social_login', status: 'done' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const profile = await stack().admin().from('profiles').select('name').eq('id', olivia.id).single();
    expect(profile.data).toEqual({ name: 'Olivia Owner' });
    const plan = await stack().admin().from('plan_items').select('question_id').eq('user_id', olivia.id);
    expect(plan.data).toEqual([{ question_id: 'arch_1' }]);
  });

  it('after challengeAndVerify (aal2) the same session reads, shares and changes', async () => {
    const browser = await passwordOnly(olivia);
    const stepUp = await browser.auth.mfa.challengeAndVerify({
      factorId,
      code: freshCode(secret, enrolledAt),
    });
    expect(stepUp.error).toBeNull();
    expect((await browser.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    for (const [table, column] of Object.entries(OWN_ROWS)) {
      const { data, error } = await browser.from(table).select(column);
      expect({ table, error, rows: data?.length }).toEqual({ table, error: null, rows: 1 });
    }
    const report = await browser.rpc('get_report', { report_id: olivia.reportId });
    expect(report.data).toMatchObject({ status: 'ok', report: { id: olivia.reportId } });
    const link = await browser.rpc('create_share_link', { report_id: olivia.reportId, label: 'Board' });
    expect(link.error).toBeNull();
    expect(link.data).toMatchObject({
      link: { label: 'Board', status: 'active' },
      token: expect.stringMatching(/^shr_/),
    });
    const teams = await browser.rpc('list_my_teams');
    expect(teams.data).toMatchObject([{ id: olivia.teamId }]);
    const update = await browser
      .from('profiles')
      .update({ name: 'Olivia O.' })
      .eq('id', olivia.id)
      .select('name');
    expect(update.data).toEqual([{ name: 'Olivia O.' }]);
    // The link made at aal2 opens for a visitor without an account, as it should.
    const visitor = await stack()
      .client()
      .rpc('get_shared_report', { token: (link.data as { token: string }).token });
    expect(visitor.data).toMatchObject({ status: 'ok' });
  });
});

describe('without a verified factor, aal1 is enough', () => {
  it('a person with no factor reads, shares and changes at aal1', async () => {
    const nils = await personWithData('Nils No-Factor');
    const browser = await passwordOnly(nils);
    expect((await browser.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    expect((await browser.from('reports').select('id')).data).toEqual([{ id: nils.reportId }]);
    expect((await browser.rpc('get_report', { report_id: nils.reportId })).data).toMatchObject({
      status: 'ok',
    });
    expect((await browser.rpc('create_share_link', { report_id: nils.reportId })).error).toBeNull();
    expect(
      (await browser.from('profiles').update({ name: 'Nils N.' }).eq('id', nils.id).select('name')).data,
    ).toEqual([{ name: 'Nils N.' }]);
  });

  it('a factor enrolled but never verified does not count', async () => {
    const una = await personWithData('Una Unverified');
    expect(
      (await una.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })).error,
    ).toBeNull();
    const browser = await passwordOnly(una);
    expect((await browser.from('plan_items').select('question_id')).data).toEqual([
      { question_id: 'arch_1' },
    ]);
    expect((await browser.rpc('list_my_teams')).data).toMatchObject([{ id: una.teamId }]);
  });
});

describe('a visitor without an account', () => {
  it("keeps get_report's answers: forbidden for a real report, not_found for a malformed id", async () => {
    const visitor = stack().client();
    expect((await visitor.rpc('get_report', { report_id: olivia.reportId })).data).toEqual({
      status: 'forbidden',
      report: null,
    });
    expect((await visitor.rpc('get_report', { report_id: 'not-a-report' })).data).toEqual({
      status: 'not_found',
      report: null,
    });
  });
});
