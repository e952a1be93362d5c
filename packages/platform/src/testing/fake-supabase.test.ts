import { describe, expect, it } from 'vitest';
import type { Tables } from '../supabase/client.ts';
import {
  FAKE_TOTP,
  TEST_USER,
  authError,
  createFakeSupabase,
  httpReply,
  networkError,
  postgrestError,
} from './fake-supabase.ts';
import { createTestPlatform } from './index.tsx';

const profile = (changes: Partial<Tables<'profiles'>> = {}): Tables<'profiles'> => ({
  id: TEST_USER.id,
  email: TEST_USER.email,
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  architecture_description: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...changes,
});

function setUp(options: Parameters<typeof createFakeSupabase>[0] = {}) {
  const fake = createFakeSupabase(options);
  return { fake, client: createTestPlatform({ supabase: fake }).supabaseClient };
}

describe('the Supabase stand-in', () => {
  it('answers selects from its typed rows: eq filters, order, columns, one row or none', async () => {
    const { fake, client } = setUp({
      rows: {
        profiles: [profile(), profile({ id: 'other', name: 'Bea', created_at: '2026-02-01T00:00:00Z' })],
      },
    });
    expect(
      (await client.from('profiles').select('id,name').order('created_at', { ascending: false })).data,
    ).toEqual([
      { id: 'other', name: 'Bea' },
      { id: TEST_USER.id, name: 'Ada Lovelace' },
    ]);
    expect((await client.from('profiles').select('*').eq('id', TEST_USER.id).maybeSingle()).data).toEqual(
      profile(),
    );
    expect((await client.from('profiles').select('*').eq('id', 'nobody').maybeSingle()).data).toBeNull();
    const none = await client.from('profiles').select('*').eq('id', 'nobody').single();
    expect(none.error?.code).toBe('PGRST116');
    expect(fake.calls('GET profiles')).toHaveLength(4);
  });

  it('applies updates to its rows and answers with them', async () => {
    const { fake, client } = setUp({ rows: { profiles: [profile()] } });
    const { data } = await client
      .from('profiles')
      .update({ company: 'Difference Engines' })
      .eq('id', TEST_USER.id)
      .select('*')
      .single();
    expect(data?.company).toBe('Difference Engines');
    expect(fake.rows('profiles')[0]!.company).toBe('Difference Engines');
    expect(fake.calls('PATCH profiles')[0]!.body).toEqual({ company: 'Difference Engines' });
    expect(fake.calls('PATCH profiles')[0]!.url.searchParams.get('id')).toBe(`eq.${TEST_USER.id}`);
  });

  it('answers rpc functions through typed handlers, and an unknown function as PostgREST does', async () => {
    const { fake, client } = setUp();
    fake.rpc('get_report', ({ report_id }) => ({
      status: report_id === 'mine' ? 'forbidden' : 'not_found',
      report: null,
    }));
    expect((await client.rpc('get_report', { report_id: 'mine' })).data).toEqual({
      status: 'forbidden',
      report: null,
    });
    expect((await client.rpc('get_report', { report_id: 'x' })).data).toEqual({
      status: 'not_found',
      report: null,
    });
    expect(fake.calls('rpc get_report').map((call) => call.body)).toEqual([
      { report_id: 'mine' },
      { report_id: 'x' },
    ]);
    expect(
      (await client.rpc('send_contact_message', { name: 'a', email: 'a@b.co', message: 'm' })).error,
    ).toBeNull();
    expect((await client.rpc('submit_assessment', { answers: {}, submission_id: 's' })).error?.code).toBe(
      'PGRST202',
    );
  });

  it('answers a route otherwise when told: replies in order, the last one for good, until answered normally', async () => {
    const { fake, client } = setUp();
    fake.rpc('get_report', () => ({ status: 'not_found', report: null }));
    fake.answer(
      'rpc get_report',
      networkError(),
      postgrestError(500, 'XX000', 'boom'),
      httpReply(200, { status: 'forbidden' }),
    );
    expect((await client.rpc('get_report', { report_id: 'r' })).status).toBe(0);
    expect((await client.rpc('get_report', { report_id: 'r' })).error?.code).toBe('XX000');
    expect((await client.rpc('get_report', { report_id: 'r' })).data).toEqual({ status: 'forbidden' });
    expect((await client.rpc('get_report', { report_id: 'r' })).data).toEqual({ status: 'forbidden' });
    fake.answerNormally('rpc get_report');
    expect((await client.rpc('get_report', { report_id: 'r' })).data).toEqual({
      status: 'not_found',
      report: null,
    });
  });

  it('signs its user in and up through GoTrue, and fails as GoTrue does when told', async () => {
    const { fake, client } = setUp();
    const signedIn = await client.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'anything1',
    });
    expect(signedIn.data.user?.id).toBe(TEST_USER.id);
    const signedUp = await client.auth.signUp({
      email: 'ada@example.com',
      password: 'anything1',
      options: { data: { name: 'Ada' } },
    });
    expect(signedUp.data.user?.user_metadata).toEqual({ name: 'Ada' });
    fake.answer('auth token', authError(400, 'invalid_credentials', 'Invalid login credentials'));
    const refused = await client.auth.signInWithPassword({ email: 'ada@example.com', password: 'wrong' });
    expect(refused.error?.code).toBe('invalid_credentials');
    expect(fake.calls('auth token')).toHaveLength(2);
  });

  it('keeps maintenance off unless told otherwise', async () => {
    const { client } = setUp();
    expect((await client.from('app_config').select('value').eq('key', 'maintenance').single()).data).toEqual({
      value: { enabled: false, message: '' },
    });
  });

  it('serves the account flows: links and codes, a pending e-mail change, metadata, and edge functions', async () => {
    const { fake, client } = setUp({ metadata: { language: 'en' } });
    expect((await client.auth.resetPasswordForEmail('ada@example.com')).error).toBeNull();
    expect((await client.auth.signInWithOtp({ email: 'ada@example.com' })).error).toBeNull();
    expect((await client.auth.resend({ type: 'signup', email: 'ada@example.com' })).error).toBeNull();
    const verified = await client.auth.verifyOtp({
      email: 'ada@example.com',
      token: '123456',
      type: 'email',
    });
    expect(verified.data.session?.user.email).toBe('ada@example.com');
    const updated = await client.auth.updateUser({ email: 'new@example.com', data: { language: 'da' } });
    expect(updated.data.user).toMatchObject({
      email: 'ada@example.com',
      new_email: 'new@example.com',
      user_metadata: { language: 'da' },
    });
    await client.auth.verifyOtp({ email: 'new@example.com', token: '654321', type: 'email_change' });
    expect(fake.account).toMatchObject({ email: 'new@example.com', newEmail: null });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect(fake.calls('auth verify')).toHaveLength(2);
    expect((await client.functions.invoke('delete-account', { body: { confirm: true } })).data).toEqual({
      deleted: true,
    });
    expect(fake.calls('functions delete-account')[0]!.body).toEqual({ confirm: true });
  });

  it('enrols a TOTP factor that raises the session to aal2, and unenrols it', async () => {
    const { fake, client } = setUp();
    await client.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret-pass-1' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.data?.totp?.secret).toBe(FAKE_TOTP.secret);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: '000000',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    await client.auth.mfa.unenroll({ factorId: enrolled.data!.id });
    expect(fake.account.factors).toEqual([]);
    expect(fake.calls('auth factors/unenroll')).toHaveLength(1);
  });

  it('signs an account with a verified factor in at aal1', async () => {
    const { client } = setUp({ factors: [{ id: 'f1', status: 'verified' }] });
    await client.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret-pass-1' });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
  });
});
