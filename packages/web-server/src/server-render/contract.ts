// What the shell's host and the shell's server build (shell/src/server.tsx) exchange for one server
// render: one definition, which both import.
import type { FirstRenderState } from '@ahc/platform/first-render';
import type { AppConfig } from '@ahc/platform/app-config';

/**
 * A remote page the host loaded from the remote's server build: its default export, a React component,
 * and the reads of its first render (its `pageData` export, @ahc/platform/data), when it has any.
 */
export type ServerPage = { remote: string; module: string; component: unknown; pageData?: unknown };

/** Who a page's data is read as: the person who asked (their session), or anyone (a link's page). */
export type PageReader = {
  /** A Supabase client reading with the person's token, or with the project's key alone. */
  supabase: unknown;
  /** The person who asked, as the Auth service knows them; absent on a page read as anyone. */
  viewer?: { user: { id: string }; secondFactorRequired: boolean };
  /** Another remote page the render shows in the route's place (the code step), from the same versions. */
  loadPage(remote: string, module: string): Promise<ServerPage>;
};

export type RenderRequest = {
  /** The path and query of the page. */
  url: string;
  /** The configuration the host writes into the page (the shell validates it, as the browser does). */
  config: AppConfig;
  state: FirstRenderState;
  /** The route's remote page, when its first visit is rendered with it. */
  page?: ServerPage;
  /** For a page rendered with data read for this request (firstRender 'viewer' or 'link'). */
  reader?: PageReader;
};

export type RenderedPage = {
  /** The app's markup, for the document's root element. */
  html: string;
  /** 200, 404 for an unknown path, or what the page's state means (useResponseStatus: 403, 404, 410). */
  status: number;
  title: string;
  description: string;
  /**
   * What the page was rendered with, as the browser starts from it (with its viewer and data, if any);
   * a shell build from before personal pages leaves it out, and the host's own state stands.
   */
  state?: FirstRenderState;
};

/** What the shell's server build exports. */
export type ShellServerBuild = {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** The instances a remote's server build may require, by module name. */
  sharedModules: Record<string, unknown>;
  /** The major version of the platform those instances are. */
  platformMajor: number;
};
