// What a page says about its document while it renders on a server: its own title (usePageTitle), a
// description for link previews (usePageDescription) and the HTTP status its state means
// (useResponseStatus: a link that no longer works is 410, an unknown one 404). The browser has a
// document to set, after rendering; a server has only this render, so the hooks note their values
// while rendering, on the server platform's head, and the shell's server render writes them into the
// document's head and status line. In a browser they do nothing more than the page already shows.
import { useContext } from 'react';
import { PlatformContext } from '../platform-context.ts';

type ServerHeadValues = {
  /** The deepest title asked for (page over route; among equals the first). */
  title: { level: number; text: string } | null;
  description: string | null;
  status: number | null;
};

export type ServerHead = {
  noteTitle(text: string, level: number): void;
  noteDescription(description: string): void;
  noteStatus(status: number): void;
  /** What the page said, once it has rendered. */
  values(): ServerHeadValues;
};

export function createServerHead(): ServerHead {
  const noted: ServerHeadValues = { title: null, description: null, status: null };
  return {
    noteTitle(text, level) {
      if (text && (!noted.title || level > noted.title.level)) noted.title = { level, text };
    },
    noteDescription(description) {
      if (description) noted.description = description;
    },
    noteStatus(status) {
      noted.status = status;
    },
    values: () => ({ ...noted }),
  };
}

function useServerHead(): ServerHead | undefined {
  return useContext(PlatformContext)?.serverHead;
}

/** Notes a title for the server's document (the browser's tab title is set by usePageTitle's effect). */
export function useServerTitle(text: string, level: number): void {
  useServerHead()?.noteTitle(text, level);
}

/** The page's description in link previews and search results, when it has one better than its route's. */
export function usePageDescription(description: string): void {
  useServerHead()?.noteDescription(description);
}

/** The HTTP status the page's state means, when a server renders it (a browser has none to set). */
export function useResponseStatus(status: number): void {
  useServerHead()?.noteStatus(status);
}
