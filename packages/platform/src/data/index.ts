// @ahc/platform/data: server state for every app, through TanStack Query. One QueryClient per
// platform (so one per page, shared by the remotes), hooks bound to it, the one error path
// (toAppError: any Supabase, PostgREST or network failure → a small AppError pages map to their own
// translated messages), and the query keys of resources more than one remote uses. Its own entry, not
// the main one: the first page a visitor sees reads no server state and does not load TanStack Query.
export { AppError, type AppErrorKind, type SupabaseAnswer, dataOrThrow, toAppError } from './app-error.ts';
export { filled } from './filled.ts';
export {
  type AppMutationOptions,
  type AppQueryOptions,
  isRetryingAfterError,
  useMutation,
  useQuery,
  useQueryClient,
} from './hooks.ts';
export { reportKeys, teamKeys } from './keys.ts';
export { type PageData, type PageDataContext, type PageQuery, readPageData } from './page-data.ts';
// The team assessment's contract: its answers' shapes, reading one team, the notice after answering.
export * from '../teams/index.ts';
export { getQueryClient } from './query-client.ts';
export type { QueryClient, QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
