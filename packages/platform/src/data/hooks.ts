// The hooks remotes read and write server state with: TanStack Query's, bound to the platform's one
// QueryClient (so no provider is needed in the shell, whose first page never loads this entry), and
// with every failure turned into an AppError by the one error path.
import { usePlatform } from '@ahc/platform';
import {
  type MutationFunction,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { type AppError, toAppError } from './app-error.ts';
import { getQueryClient } from './query-client.ts';

/** The page's QueryClient (one per platform): for invalidating, reading or priming the cache. */
export function useQueryClient(): QueryClient {
  return getQueryClient(usePlatform());
}

const describeKey = (key: readonly unknown[] | undefined) => (key ? key.map(String).join('/') : 'request');

/** The query function with whatever it throws turned into an AppError (useQuery's, and a page's data on a server). */
export function appQueryFn<TQueryFnData, TQueryKey extends QueryKey>(
  queryFn: QueryFunction<TQueryFnData, TQueryKey>,
): QueryFunction<TQueryFnData, TQueryKey> {
  return async (context) => {
    try {
      return await queryFn(context);
    } catch (failure) {
      throw toAppError(failure, { during: `reading ${describeKey(context.queryKey)}` });
    }
  };
}

export type AppQueryOptions<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<TQueryFnData, AppError, TData, TQueryKey>,
  'queryFn'
> & { queryFn: QueryFunction<TQueryFnData, TQueryKey> };

/** TanStack Query's useQuery on the platform's client; whatever the query function throws becomes an AppError. */
export function useQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: AppQueryOptions<TQueryFnData, TData, TQueryKey>,
): UseQueryResult<TData, AppError> {
  return useTanstackQuery<TQueryFnData, AppError, TData, TQueryKey>(
    { ...options, queryFn: appQueryFn(options.queryFn) },
    getQueryClient(usePlatform()),
  );
}

export type AppMutationOptions<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, AppError, TVariables, TOnMutateResult>,
  'mutationFn'
> & { mutationFn: MutationFunction<TData, TVariables> };

/** TanStack Query's useMutation on the platform's client; whatever the mutation function throws becomes an AppError. */
export function useMutation<TData, TVariables = void, TOnMutateResult = unknown>(
  options: AppMutationOptions<TData, TVariables, TOnMutateResult>,
): UseMutationResult<TData, AppError, TVariables, TOnMutateResult> {
  const { mutationFn, mutationKey } = options;
  return useTanstackMutation<TData, AppError, TVariables, TOnMutateResult>(
    {
      ...options,
      mutationFn: async (variables, context) => {
        try {
          return await mutationFn(variables, context);
        } catch (failure) {
          throw toAppError(failure, { during: `writing ${describeKey(mutationKey)}` });
        }
      },
    },
    getQueryClient(usePlatform()),
  );
}

/**
 * True while a query that failed is being read again (its "Try again"): pages show their spinner then,
 * as before the first answer, rather than the failure they are retrying.
 */
export function isRetryingAfterError(
  query: Pick<UseQueryResult<unknown, AppError>, 'isError' | 'isFetching'>,
): boolean {
  return query.isError && query.isFetching;
}
