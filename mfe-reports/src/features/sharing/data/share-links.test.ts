import { AppError } from '@ahc/platform/data';
import { describe, expect, it, vi } from 'vitest';
import { narrowSharedReport } from './shared-report.ts';
import { MAX_LABEL_LENGTH, checkShareLabel, expiryFrom, shareProblem } from './share-links.ts';

describe('a share link as the owner makes it', () => {
  it('needs a label of at most 120 characters, counted trimmed', () => {
    expect(checkShareLabel('   ')).toBe('required');
    expect(checkShareLabel(`  ${'å'.repeat(MAX_LABEL_LENGTH)}  `)).toBeNull();
    expect(checkShareLabel('x'.repeat(MAX_LABEL_LENGTH + 1))).toBe('tooLong');
  });

  it('expires the chosen number of days from now, or never', () => {
    const now = new Date('2026-03-14T12:00:00Z');
    expect(expiryFrom('7d', now)).toBe('2026-03-21T12:00:00.000Z');
    expect(expiryFrom('never', now)).toBeNull();
  });

  it('turns each refusal into its own message', () => {
    expect(shareProblem(new AppError('unknown', 'x', { status: 409, code: 'PT409' }))).toBe('tooMany');
    expect(shareProblem(new AppError('rate-limited', 'x', { status: 429, code: 'PT429' }))).toBe(
      'dailyLimit',
    );
    expect(shareProblem(new AppError('network', 'x'))).toBe('network');
    expect(shareProblem(new AppError('not-signed-in', 'x'))).toBe('signedOut');
    expect(shareProblem(new AppError('invalid', 'x', { code: '22023' }))).toBe('invalid');
    expect(shareProblem(new AppError('server', 'x'))).toBe('failed');
  });
});

describe('narrowSharedReport', () => {
  it('maps each status a visitor can meet; an ok answer without its report is no answer', () => {
    const notOpen = { report: null, benchmark: null };
    expect(narrowSharedReport({ status: 'not_found', ...notOpen })).toEqual({ status: 'not-found' });
    expect(narrowSharedReport({ status: 'revoked', ...notOpen })).toEqual({ status: 'revoked' });
    expect(narrowSharedReport({ status: 'expired', ...notOpen })).toEqual({ status: 'expired' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => narrowSharedReport({ status: 'ok', ...notOpen })).toThrow(AppError);
  });
});
