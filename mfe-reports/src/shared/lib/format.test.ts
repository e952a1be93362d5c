import { describe, expect, it } from 'vitest';
import { formatChange, formatLongDateTime, formatSinceDate, reportTimes } from './format.ts';

describe('dates, times and changes', () => {
  it('names each report to the minute, and to the second where two share a minute', () => {
    const times = reportTimes(
      [
        { id: 'a', created_at: '2026-11-22T09:15:00Z' },
        { id: 'b', created_at: '2026-11-22T14:05:09Z' },
        { id: 'c', created_at: '2026-11-22T14:05:41Z' },
      ],
      'en',
    );
    expect(times.get('a')).toEqual({ date: '22 Nov 2026', time: '09:15', dateTime: '22 Nov 2026, 09:15' });
    expect(times.get('b')).toEqual({
      date: '22 Nov 2026',
      time: '14:05:09',
      dateTime: '22 Nov 2026, 14:05:09',
    });
    expect(times.get('c')!.dateTime).toBe('22 Nov 2026, 14:05:41');
    expect(reportTimes([{ id: 'a', created_at: '2026-11-22T09:15:00Z' }], 'da').get('a')).toEqual({
      date: '22. nov. 2026',
      time: '09.15',
      dateTime: '22. nov. 2026, 09.15',
    });
    expect(formatLongDateTime('2026-11-22T09:15:00Z', 'da')).toBe('22. november 2026 kl. 09.15');
  });

  it('says since when in as few words as tell the reports apart', () => {
    expect(formatSinceDate('2026-11-25T09:15:00Z', '2026-12-02T10:00:00Z', 'en')).toBe('25 Nov');
    expect(formatSinceDate('2026-11-25T09:15:00Z', '2026-12-02T10:00:00Z', 'da')).toBe('25. nov.');
    expect(formatSinceDate('2025-11-25T09:15:00Z', '2026-01-02T10:00:00Z', 'en')).toBe('25 Nov 2025');
    expect(formatSinceDate('2026-11-25T09:15:00Z', '2026-11-25T10:00:00Z', 'en')).toBe('25 Nov, 09:15');
    expect(formatSinceDate('2026-11-25T09:15:00Z', '2026-11-25T10:00:00Z', 'da')).toBe('25. nov., 09.15');
  });

  it('writes a change with its sign, and a real minus', () => {
    expect([formatChange(7), formatChange(-3), formatChange(0)]).toEqual(['+7', '\u22123', '0']);
  });
});
