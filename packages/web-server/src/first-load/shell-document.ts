// The shell's index.html as the host sends it: the runtime configuration written into the page as a
// JSON data block (the browser does not fetch app-config.json before it can start), and the first
// page's remote files as preloads. When the host rendered the page (server-render/), also its markup
// in the root element, the state it was rendered with (another data block, which the browser starts
// from), and the page's language, title, description and language alternates in the head. Everything
// is escaped for its place: JSON cannot close the <script> element it sits in, and text and URLs cannot
// leave their element or attribute.
import { escapeHtml } from '@ahc/common';
import { APP_CONFIG_ELEMENT_ID } from '@ahc/platform/app-config-element';
import { FIRST_RENDER_ELEMENT_ID, type FirstRenderState } from '@ahc/platform/first-render';
import type { RenderedPage } from '../server-render/contract.ts';
import type { AppConfig } from '@ahc/platform/app-config';
import type { Preload } from './remote-preloads.ts';

// <, > and & as \u escapes: the same JSON to a parser, and no "</script>" or "<!--" in the markup.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A page the host rendered, with what it was rendered with and the address it answers. */
export type FirstVisit = { page: RenderedPage; state: FirstRenderState; pathname: string };

/** Pages for the holder of one link only, which search engines are asked to leave out. */
const NOT_INDEXED = ['/shared/', '/reminders/'];

export const isNotIndexed = (pathname: string) => NOT_INDEXED.some((prefix) => pathname.startsWith(prefix));

/** The same page in each language (?lang= makes the host render in it), and the address without a choice. */
function languageAlternates(pathname: string): string[] {
  const href = (lang?: string) => escapeHtml(lang ? `${pathname}?lang=${lang}` : pathname);
  return [
    `<link rel="alternate" hreflang="en" href="${href('en')}">`,
    `<link rel="alternate" hreflang="da" href="${href('da')}">`,
    `<link rel="alternate" hreflang="x-default" href="${href()}">`,
  ];
}

/** The head and root of the template made the rendered page's: language, title, description, markup (replaced by functions: a page's text may hold `$&`). */
function withRenderedPage(template: string, { page, state }: FirstVisit): string {
  const description = escapeHtml(page.description);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${state.language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}">`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

export function renderShellDocument(
  template: string,
  appConfig: AppConfig,
  preloads: readonly Preload[],
  firstVisit?: FirstVisit,
): string {
  const head = [
    `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForScript(appConfig)}</script>`,
    ...(firstVisit
      ? [
          `<script type="application/json" id="${FIRST_RENDER_ELEMENT_ID}">${jsonForScript(firstVisit.state)}</script>`,
          // Link previews (a mail, a chat): the page's own title and description, nothing more.
          `<meta property="og:type" content="website">`,
          `<meta property="og:title" content="${escapeHtml(firstVisit.page.title)}">`,
          `<meta property="og:description" content="${escapeHtml(firstVisit.page.description)}">`,
          `<meta name="twitter:card" content="summary">`,
          `<meta name="twitter:title" content="${escapeHtml(firstVisit.page.title)}">`,
          `<meta name="twitter:description" content="${escapeHtml(firstVisit.page.description)}">`,
          // What the X-Robots-Tag header says, for crawlers that read only the page (the page's own
          // useNoIndex adopts this element while it is shown).
          ...(isNotIndexed(firstVisit.pathname)
            ? ['<meta name="robots" content="noindex" data-no-index="">']
            : []),
          ...languageAlternates(firstVisit.pathname),
        ]
      : []),
    // crossorigin: the shell loads these across origins in CORS mode (the manifest with fetch, the
    // scripts and stylesheets with crossorigin set), and a preload is only reused by a request made
    // in the same mode.
    // A rendered page's own stylesheets apply before it is painted (no flash of unstyled markup).
    ...preloads.map(({ href, as }) =>
      firstVisit && as === 'style'
        ? `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin>`
        : `<link rel="preload" href="${escapeHtml(href)}" as="${as}" crossorigin>`,
    ),
  ].join('');
  const document = firstVisit ? withRenderedPage(template, firstVisit) : template;
  const at = document.indexOf('</head>');
  return at === -1 ? `${head}${document}` : `${document.slice(0, at)}${head}${document.slice(at)}`;
}
