// The browser's time zone, told to the host in a cookie, read back only when it is a zone.
import { describe, expect, it } from 'vitest';
import { isTimeZone, requestTimeZone, runtimeTimeZone, timeZoneCookie } from './time-zone-cookie.ts';

describe('the time-zone cookie', () => {
  it('says the zone, for the whole site, for a year', () => {
    expect(timeZoneCookie('Europe/Copenhagen')).toBe(
      'time-zone=Europe%2FCopenhagen; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('is read back from a Cookie header when it names a zone, and not otherwise', () => {
    expect(requestTimeZone('language=da; time-zone=Europe%2FCopenhagen')).toBe('Europe/Copenhagen');
    expect(requestTimeZone('time-zone=America%2FArgentina%2FBuenos_Aires')).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(requestTimeZone('time-zone=UTC')).toBe('UTC');
    for (const header of [
      undefined,
      '',
      'language=da',
      'time-zone=Nowhere%2FLand',
      'time-zone=%E0%A4%A',
      `time-zone=${'A'.repeat(80)}`,
    ])
      expect(requestTimeZone(header)).toBeUndefined();
  });

  it("knows this runtime's zone, and what a zone is", () => {
    expect(isTimeZone(runtimeTimeZone())).toBe(true);
    expect(isTimeZone('Europe/Copenhagen')).toBe(true);
    expect(isTimeZone('Europe/Copenhagen<script>')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
