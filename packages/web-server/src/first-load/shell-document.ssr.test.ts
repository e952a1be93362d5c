// index.html with a page the host rendered: its language, title, description and alternates in the
// head, the state it was rendered with as a data block, its markup in the root, each escaped for its
// place; and the document as before when nothing was rendered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../server-render/contract.ts';
import type { Preload } from './remote-preloads.ts';
import { type FirstVisit, renderShellDocument } from './shell-document.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

// The head of the shell's built index.html, as rsbuild writes it.
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Architecture Health Check: answer 20 questions." />
    <title>Architecture Health Check</title>
  <script defer src="/static/js/index.5da45f573e.js"></script><link href="/static/css/index.52c1c70e21.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const config = testAppConfig({ remotes: { marketing: 'http://127.0.0.1:3001/mf-manifest.json' } });
const preloads: Preload[] = [
  { href: 'http://127.0.0.1:3001/mf-manifest.json', as: 'fetch' },
  { href: 'http://127.0.0.1:3001/static/js/home.js', as: 'script' },
  { href: 'http://127.0.0.1:3001/static/css/home.css', as: 'style' },
];
const page = (changes: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main><h1>Velkommen</h1></main>',
  status: 200,
  title: 'Forside | Architecture Health Check',
  description: 'Svar på 20 spørgsmål.',
  ...changes,
});
const visit = (changes: Partial<FirstVisit> = {}): FirstVisit => ({
  page: page(),
  state: { language: 'da', maintenance: { enabled: false, message: '' } },
  pathname: '/',
  ...changes,
});
const count = (text: string, part: string) => text.split(part).length - 1;
/** The text of the data block of that id. */
const dataBlock = (html: string, id: string) =>
  html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's'))?.[1];

describe('renderShellDocument with a rendered page', () => {
  it("finds every tag it rewrites in the shell's own index.html, however its attributes are wrapped", () => {
    const shellTemplate = readFileSync(new URL('../../../../shell/index.html', import.meta.url), 'utf8');
    const wrapped = template.replace(
      '<meta name="description" content=',
      '<meta\n      name="description"\n      content=',
    );
    for (const source of [shellTemplate, wrapped]) {
      const html = renderShellDocument(source, config, [], visit());
      expect(html).toContain('<html lang="da"');
      expect(html).toContain('<title>Forside | Architecture Health Check</title>');
      expect(html).toContain('<meta name="description" content="Svar på 20 spørgsmål.">');
      expect(count(html, 'name="description"')).toBe(1);
      expect(html).toContain('<div id="root"><main><h1>Velkommen</h1></main></div>');
    }
  });

  it("sets the page's language, title and description, once each", () => {
    const html = renderShellDocument(template, config, [], visit());
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('<title>Forside | Architecture Health Check</title>');
    expect(html).toContain('<meta name="description" content="Svar på 20 spørgsmål.">');
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).not.toContain('Architecture Health Check: answer 20 questions.');
  });

  it('escapes the title and the description for their places', () => {
    const hostile = page({ title: 'A & B </title><script>x</script>', description: 'Say "hi" & <b>bye</b>' });
    const html = renderShellDocument(template, config, [], visit({ page: hostile }));
    expect(html).toContain('<title>A &amp; B &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="Say &#34;hi&#34; &amp; &lt;b&gt;bye&lt;/b&gt;">',
    );
    expect(html).toContain(
      '<meta property="og:title" content="A &amp; B &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;">',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Say &#34;hi&#34; &amp; &lt;b&gt;bye&lt;/b&gt;">',
    );
    expect(html).not.toContain('<script>x');
  });

  it('places the markup in the root as it is, special replacement patterns included', () => {
    const markup = "<main><p>Price: $& then $' and $` and $$ and $1</p></main>";
    const patterns = page({ html: markup, title: "$' title $&", description: '$` d' });
    const html = renderShellDocument(template, config, [], visit({ page: patterns }));
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).toContain('<title>$&#39; title $&amp;</title>');
    expect(html).toContain('<meta name="description" content="$` d">');
    expect(count(html, '<div id="root">')).toBe(1);
    expect(count(html, '<html')).toBe(1);
  });

  it('writes the state as a data block that no message can close', () => {
    const state = {
      language: 'da',
      maintenance: { enabled: true, message: '</script><script>alert(1)</script><!-- & \u2028' },
    } as const;
    const html = renderShellDocument(template, config, [], visit({ state }));
    const block = dataBlock(html, 'first-render');
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>&]/);
    expect(JSON.parse(block!)).toEqual(state);
    // Only the shell's own script and the two data blocks close a <script> element.
    expect(count(html, '</script>')).toBe(3);
    expect(html.indexOf('id="first-render"')).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(dataBlock(html, 'app-config')!)).toEqual(config);
  });

  it('adds the og tags and the language alternates of the address', () => {
    const html = renderShellDocument(template, config, [], visit({ pathname: '/about' }));
    expect(html).toContain('<meta property="og:title" content="Forside | Architecture Health Check">');
    expect(html).toContain('<meta property="og:description" content="Svar på 20 spørgsmål.">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/about?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="da" href="/about?lang=da">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/about">');
    expect(html.indexOf('hreflang="x-default"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes the address in the alternates', () => {
    const html = renderShellDocument(template, config, [], visit({ pathname: '/a"b<c>&d' }));
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/a&#34;b&lt;c&gt;&amp;d?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/a&#34;b&lt;c&gt;&amp;d">');
    expect(html).not.toContain('/a"b');
  });

  it("links the page's stylesheets as stylesheets, and preloads the rest", () => {
    const html = renderShellDocument(template, config, preloads, visit());
    expect(html).toContain(
      '<link rel="stylesheet" href="http://127.0.0.1:3001/static/css/home.css" crossorigin>',
    );
    expect(html).not.toContain('as="style"');
    expect(html).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(html).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/static/js/home.js" as="script" crossorigin>',
    );
  });
});

describe('renderShellDocument without a rendered page', () => {
  it('is the document as before: the template with the configuration and the preloads in its head', () => {
    const html = renderShellDocument(template, config, preloads);
    const at = template.indexOf('</head>');
    const head = [
      `<script type="application/json" id="app-config">${JSON.stringify(config)}</script>`,
      '<link rel="preload" href="http://127.0.0.1:3001/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="http://127.0.0.1:3001/static/js/home.js" as="script" crossorigin>',
      '<link rel="preload" href="http://127.0.0.1:3001/static/css/home.css" as="style" crossorigin>',
    ].join('');
    expect(html).toBe(`${template.slice(0, at)}${head}${template.slice(at)}`);
    expect(html).not.toContain('first-render');
    expect(html).not.toContain('rel="stylesheet" href="http://127.0.0.1:3001');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:');
  });
});
