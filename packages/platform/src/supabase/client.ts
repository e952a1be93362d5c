// The product's Supabase client type: supabase-js typed with the database supabase/schemas describes
// (database.types.ts, generated from it). Every row, insert, update, rpc argument and rpc result is
// typed from it, so a column changed in the schema shows up as a type error wherever it
// is used, and no app writes a row type of its own.
import type { SupabaseClient as SupabaseJsClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type SupabaseClient = SupabaseJsClient<Database>;

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

/** The arguments and the result of one of the database's rpc functions. */
export type RpcName = keyof Database['public']['Functions'];
export type RpcArgs<Name extends RpcName> = Database['public']['Functions'][Name]['Args'];
export type RpcResult<Name extends RpcName> = Database['public']['Functions'][Name]['Returns'];
export type TableName = keyof Database['public']['Tables'];

/** One of the database's composite types: what its typed rpc functions answer. */
export type CompositeType<Name extends keyof Database['public']['CompositeTypes']> =
  Database['public']['CompositeTypes'][Name];

/**
 * A composite as its function fills it. The generator marks every field of a composite nullable (a
 * Postgres composite cannot say otherwise); `Nullable` names the fields that really can be null, and
 * the others are the function's promise, checked once by filled() (@ahc/platform/data).
 */
export type Filled<T, Nullable extends keyof T = never> = {
  [K in keyof T]-?: K extends Nullable ? T[K] : NonNullable<T[K]>;
};
