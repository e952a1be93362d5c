import { createTestPlatform, postgrestError } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN_REPORT_ID, knownReport } from '#shared/testing/fixtures.ts';
import { reportsBackend } from '#shared/testing/render-page.tsx';
import { checkReportName, renameReport } from './rename-report.ts';

describe('a report’s name', () => {
  it('is 1 to 120 characters once trimmed', () => {
    expect(checkReportName('Before the migration')).toBeNull();
    expect(checkReportName('   ')).toBe('required');
    expect(checkReportName('x'.repeat(120))).toBeNull();
    expect(checkReportName(` ${'x'.repeat(120)} `)).toBeNull();
    expect(checkReportName('x'.repeat(121))).toBe('tooLong');
    // Characters, as the database counts them, not UTF-16 units.
    expect(checkReportName('😀'.repeat(120))).toBeNull();
  });

  it('is stored trimmed, on the one report, and a refusal is an AppError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = reportsBackend([knownReport()]);
    const supabase = createTestPlatform({ supabase: backend }).supabaseClient;
    expect(await renameReport(supabase, KNOWN_REPORT_ID, '  Baseline ')).toEqual({
      id: KNOWN_REPORT_ID,
      name: 'Baseline',
    });
    expect(backend.calls('PATCH reports')[0]!.body).toEqual({ name: 'Baseline' });
    backend.answer('PATCH reports', postgrestError(500, 'XX000', 'boom'));
    await expect(renameReport(supabase, KNOWN_REPORT_ID, 'x')).rejects.toMatchObject({ kind: 'server' });
  });
});
