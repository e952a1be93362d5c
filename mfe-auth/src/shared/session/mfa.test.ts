import { createFakeSupabase, createTestPlatform, httpReply, signInTestUser } from '@ahc/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { profileRow } from '../testing/render-page.tsx';
import { TOTP_REUSE_WINDOW_MS, codeJustUsed, verifyTotp } from './mfa.ts';

const WRONG = httpReply(422, { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

async function signedIn() {
  const factors = [
    { id: 'factor-1', status: 'verified' },
    { id: 'factor-2', status: 'verified' },
  ] as const;
  const backend = createFakeSupabase({ rows: { profiles: [profileRow()] }, factors: [...factors] });
  const platform = createTestPlatform({ supabase: backend });
  await signInTestUser(platform);
  return { backend, supabase: platform.supabaseClient };
}

afterEach(() => sessionStorage.clear());

describe('verifyTotp', () => {
  it('names a code this tab has just had accepted as used, not as wrong: the Auth service refuses both alike', async () => {
    const { backend, supabase } = await signedIn();
    expect(await verifyTotp(supabase, 'factor-1', '123456')).toEqual({ ok: true });

    // Signing in again within the minute, with the same code still on the screen.
    backend.answer('auth factors/verify', WRONG);
    expect(await verifyTotp(supabase, 'factor-1', '123456')).toEqual({
      ok: false,
      errorKey: 'errors.totpCodeUsed',
    });
    // Another code, or the same digits for another factor, is simply wrong.
    expect(await verifyTotp(supabase, 'factor-1', '654321')).toEqual({
      ok: false,
      errorKey: 'errors.wrongCode',
    });
    expect(await verifyTotp(supabase, 'factor-2', '123456')).toEqual({
      ok: false,
      errorKey: 'errors.wrongCode',
    });
  });

  it('forgets the code once it could no longer be valid anyway', async () => {
    const { supabase } = await signedIn();
    await verifyTotp(supabase, 'factor-1', '123456');
    expect(codeJustUsed('factor-1', '123456')).toBe(true);
    expect(codeJustUsed('factor-1', '123456', Date.now() + TOTP_REUSE_WINDOW_MS + 1)).toBe(false);
  });

  it('remembers nothing from a refused code', async () => {
    const { backend, supabase } = await signedIn();
    backend.answer('auth factors/verify', WRONG);
    await verifyTotp(supabase, 'factor-1', '123456');
    expect(codeJustUsed('factor-1', '123456')).toBe(false);
  });
});
