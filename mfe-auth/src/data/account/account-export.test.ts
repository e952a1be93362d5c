import { createTestPlatform } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { authBackend, profileRow } from '../../testing/render-page.tsx';
import { exportFileName, readAccountExport } from './account-export.ts';

describe('readAccountExport', () => {
  it("holds the profile and every one of the person's reports, named by the day", async () => {
    const backend = authBackend();
    const platform = createTestPlatform({ supabase: backend });
    await platform.supabaseClient.auth.signInWithPassword({ email: 'ada@example.com', password: 'engine1843' });
    await vi.waitFor(() => expect(platform.auth.getState().isAuthenticated).toBe(true));
    const data = await readAccountExport(platform.supabaseClient, { id: profileRow().id, email: 'ada@example.com' }, new Date('2026-03-01T10:00:00Z'));
    expect(data).toMatchObject({ format: 'architecture-health-check/account-export', version: 1, exportedAt: '2026-03-01T10:00:00.000Z', profile: profileRow() });
    expect(Array.isArray(data.reports)).toBe(true);
    const reportsRead = backend.calls('GET reports')[0]!;
    expect(reportsRead.url.searchParams.get('user_id')).toBe(`eq.${profileRow().id}`);
    expect(exportFileName(data.exportedAt)).toBe('architecture-health-check-data-2026-03-01.json');
  });
});
