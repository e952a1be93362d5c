import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeHtml, intlLocale, isUuid, oneLine } from './index.ts';

describe('escapeHtml and decodeHtmlEntities', () => {
  it('escape markup and quotes as Go templates do, and decode back to the same text', () => {
    const text = `<a href="x">Tom & Jerry's</a>`;
    expect(escapeHtml(text)).toBe('&lt;a href=&#34;x&#34;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(decodeHtmlEntities(escapeHtml(text))).toBe(text);
  });

  it('decode named, decimal and hexadecimal entities, and leave unknown or impossible ones as written', () => {
    expect(decodeHtmlEntities('&quot;&amp;&nbsp;&#230;&#xE6;')).toBe('"&\u00a0ææ');
    expect(decodeHtmlEntities('&bogus; &#x110000; &#0;')).toBe('&bogus; &#x110000; &#0;');
  });
});

describe('isUuid', () => {
  it('accepts the database’s ids in either case and nothing else', () => {
    expect(isUuid('7f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('7F1C2D3E-4A5B-6C7D-8E9F-0A1B2C3D4E5F')).toBe(true);
    for (const bad of [
      '',
      'x',
      '7f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5',
      ' 7f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f',
      42,
      null,
    ])
      expect(isUuid(bad)).toBe(false);
  });
});

describe('intlLocale', () => {
  it('formats dates day first in both languages', () => {
    const date = new Date(Date.UTC(2026, 10, 26));
    const format = (language: 'en' | 'da') =>
      date.toLocaleDateString(intlLocale(language), { timeZone: 'UTC', day: 'numeric', month: 'long' });
    expect(format('en')).toBe('26 November');
    expect(format('da')).toBe('26. november');
  });
});

describe('oneLine', () => {
  it('turns line breaks and other control characters into single spaces', () => {
    expect(oneLine(' Team\r\nBcc: x@example.com\t\u007fA ')).toBe('Team Bcc: x@example.com A');
  });
});
