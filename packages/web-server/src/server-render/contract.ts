// What the shell's host and the shell's server build (shell/src/server.tsx) exchange for one server
// render: one definition, which both import.
import type { FirstRenderState } from '@ahc/platform/first-render';
import type { ShellAppConfig } from '../servers.ts';

/** A remote page the host loaded from the remote's server build: its default export, a React component. */
export type ServerPage = { remote: string; module: string; component: unknown };

export type RenderRequest = {
  /** The path and query of the page. */
  url: string;
  /** The configuration the host writes into the page (the shell validates it, as the browser does). */
  config: ShellAppConfig;
  state: FirstRenderState;
  /** The route's remote page, when its first visit is rendered with it (firstRender 'page'). */
  page?: ServerPage;
};

export type RenderedPage = {
  /** The app's markup, for the document's root element. */
  html: string;
  status: 200 | 404;
  title: string;
  description: string;
};

/** What the shell's server build exports. */
export type ShellServerBuild = {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** The instances a remote's server build may require, by module name. */
  sharedModules: Record<string, unknown>;
  /** The major version of the platform those instances are. */
  platformMajor: number;
};
