// A rendered page's style="" attributes, allowed by hash in that answer's Content-Security-Policy: the
// hash of the value as the browser reads it (entities decoded), and nothing when there are none.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, styleAttributes } from './security-headers.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const config = testAppConfig({
  supabaseUrl: 'https://abc.supabase.co',
  remotes: { marketing: 'https://marketing.example.com/v7/mf-manifest.json' },
});
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
/** The CSP source of a value, computed here rather than with the module's own helper. */
const sha256 = (value: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(value, 'utf8')).digest('base64')}'`;

describe('styleAttributes', () => {
  it('lists each distinct value once, in the order of the markup', () => {
    const html =
      '<div style="color:red"><p class="x" style="width:10px">a</p><span style="color:red"></span><i style=""></i></div>';
    expect(styleAttributes(html)).toEqual(['color:red', 'width:10px', '']);
  });

  it('decodes the entities React writes, as the browser does', () => {
    const html =
      '<p style="font-family:&quot;Inter&quot;, sans-serif;content:&#x27;&lt;&amp;&gt;&#x27;"></p><p style="content:&#39;x&#39;"></p>';
    expect(styleAttributes(html)).toEqual(['font-family:"Inter", sans-serif;content:\'<&>\'', "content:'x'"]);
  });

  it('decodes once: an escaped entity stays an entity', () => {
    expect(styleAttributes('<p style="content:&amp;quot;"></p>')).toEqual(['content:&quot;']);
  });

  it('reads attributes only: not data-style, not text that looks like one', () => {
    const html = '<p data-style="color:blue">style=&quot;color:green&quot;</p><p title=\'style="x"\'>t</p>';
    expect(styleAttributes(html)).toEqual([]);
    expect(styleAttributes('')).toEqual([]);
  });
});

describe('contentSecurityPolicy with style attributes', () => {
  it('allows exactly the values given, by their hashes', () => {
    const values = ['color:red', 'font-family:"Inter";content:\'<&>\'', 'margin:0 æøå'];
    const csp = contentSecurityPolicy(config, { styleAttributes: values });
    expect(directive(csp, 'style-src-attr')).toBe(
      `style-src-attr 'unsafe-hashes' ${values.map(sha256).join(' ')}`,
    );
    // Style attributes only: stylesheets and inline <style> stay as they were, with nothing unsafe.
    expect(directive(csp, 'style-src')).toBe(directive(contentSecurityPolicy(config), 'style-src'));
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it('hashes what the browser reads from the markup', () => {
    const html = '<main style="font-family:&quot;Inter&quot;;background:url(&#x27;a.png&#x27;)"></main>';
    const csp = contentSecurityPolicy(config, { styleAttributes: styleAttributes(html) });
    const decoded = 'font-family:"Inter";background:url(\'a.png\')';
    expect(directive(csp, 'style-src-attr')).toBe(`style-src-attr 'unsafe-hashes' ${sha256(decoded)}`);
  });

  it('allows none without style attributes, or with an empty list', () => {
    expect(directive(contentSecurityPolicy(config), 'style-src-attr')).toBe("style-src-attr 'none'");
    expect(directive(contentSecurityPolicy(config, {}), 'style-src-attr')).toBe("style-src-attr 'none'");
    expect(directive(contentSecurityPolicy(config, { styleAttributes: [] }), 'style-src-attr')).toBe(
      "style-src-attr 'none'",
    );
  });
});
