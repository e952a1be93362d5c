// The shell's index.html as the host sends it: the runtime configuration written into the page as a
// JSON data block (the browser does not fetch app-config.json before it can start), and the first
// page's remote files as preloads. Everything is escaped for its place: JSON cannot close the
// <script> element it sits in, and URLs cannot leave their attribute.
import { APP_CONFIG_ELEMENT_ID } from '@ahc/platform/app-config-element';
import type { ShellAppConfig } from '../servers.ts';
import type { Preload } from './remote-preloads.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// <, > and & as \u escapes: the same JSON to a parser, and no "</script>" or "<!--" in the markup.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function renderShellDocument(template: string, appConfig: ShellAppConfig, preloads: readonly Preload[]): string {
  const head = [
    `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForScript(appConfig)}</script>`,
    // crossorigin: the shell loads these across origins in CORS mode (the manifest with fetch, the
    // scripts and stylesheets with crossorigin set), and a preload is only reused by a request made
    // in the same mode.
    ...preloads.map(({ href, as }) => `<link rel="preload" href="${escapeAttribute(href)}" as="${as}" crossorigin>`),
  ].join('');
  const at = template.indexOf('</head>');
  return at === -1 ? `${head}${template}` : `${template.slice(0, at)}${head}${template.slice(at)}`;
}
