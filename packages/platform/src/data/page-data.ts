// A page's data read on a server, before the page renders there: what the shell's host renders a
// personal page (or a share link's page) with. A remote's page module exports `pageData` beside its
// component; the shell's server render calls it with a client that reads as the person who asked (or
// as anyone, for a link), so row-level security and the two-factor rule decide what it gets. It reads
// the page's queries into the platform's cache with the same keys and query functions the page's hooks
// use (each data module's query options, one definition for both), and the cache is then handed to the
// browser (dehydrated into the first-render state), where hydration finds it and reads nothing again.
// Reads only: a page's data never writes. Whatever fails makes the host send the page to be rendered in
// the browser instead.
import { type DehydratedState, type QueryFunction, type QueryKey, dehydrate } from '@tanstack/react-query';
import type { Platform } from '../platform-context.ts';
import type { SupabaseClient } from '../supabase/client.ts';
import { appQueryFn } from './hooks.ts';
import { getQueryClient } from './query-client.ts';

/** One query as a page's hook reads it: its key and its function. */
export type PageQuery<T> = { queryKey: QueryKey; queryFn: QueryFunction<T, QueryKey> };

export type PageDataContext = {
  /** Reads as the person the page is rendered for (their token), or as anyone on a link's page. */
  supabase: SupabaseClient;
  /** The route's parameters (:reportId, :token, …). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The person the page is rendered for; null on a page rendered for anyone. */
  userId: string | null;
  /** Reads one query into the page's cache (a failure is an AppError, and fails the server render). */
  read<T>(query: PageQuery<T>): Promise<T>;
};

/** What a page module exports as `pageData`: reads what its first render shows. */
export type PageData = (context: PageDataContext) => Promise<void>;

/** Runs a page's data reads into the platform's cache and answers the cache as the browser starts from it. */
export async function readPageData(
  platform: Platform,
  pageData: PageData | undefined,
  context: Omit<PageDataContext, 'read'>,
): Promise<DehydratedState> {
  const client = getQueryClient(platform);
  if (pageData) {
    await pageData({
      ...context,
      read: (query) => client.fetchQuery({ queryKey: query.queryKey, queryFn: appQueryFn(query.queryFn) }),
    });
  }
  return dehydrate(client);
}
