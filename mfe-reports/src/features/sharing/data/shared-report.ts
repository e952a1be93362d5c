// A report as a share link's visitor reads it (public.get_shared_report(token), open to anyone holding
// the token): exactly the fields the database sends, company and prepared-for only when the owner chose
// to show them, and the report's benchmark. Every outcome is a status: ok, not found, revoked, expired.
// The visitor's cache entry is keyed by the token, never by anything of the owner's.
import type { Answers, CategoryScores } from '@ahc/assessment-model';
import { type Json, type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, toAppError, useQuery } from '@ahc/platform/data';
import * as z from 'zod/mini';
import { type BenchmarkAnswer, parseBenchmarkAnswer } from '../../benchmark/index.ts';
import { answersSchema, categoryScoresSchema, scoreSchema } from '#shared/data/report-row.ts';

/**
 * The shared report: what the report view needs and nothing that would lead back to the owner (no id,
 * no user, no name). company and prepared_for are undefined when the owner did not choose to show them
 * (and null when shown but never given).
 */
export type SharedReport = {
  created_at: string;
  answers: Answers;
  overall_score: number;
  category_scores: CategoryScores;
  scoring_version: number;
  company?: string | null;
  prepared_for?: string | null;
};

export type SharedReportAnswer =
  | { status: 'ok'; report: SharedReport; benchmark: BenchmarkAnswer }
  | { status: 'not-found' }
  | { status: 'revoked' }
  | { status: 'expired' };

const sharedReportKeys = {
  token: (token: string) => ['shared-report', token] as const,
};

const sharedSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    report: z.object({
      created_at: z
        .string()
        .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'created_at: not a date')),
      answers: answersSchema,
      overall_score: scoreSchema,
      category_scores: categoryScoresSchema,
      scoring_version: z.int(),
      company: z.optional(z.nullable(z.string())),
      prepared_for: z.optional(z.nullable(z.string())),
    }),
    benchmark: z.unknown(),
  }),
  z.object({ status: z.literal('not_found') }),
  z.object({ status: z.literal('revoked') }),
  z.object({ status: z.literal('expired') }),
]);

/** get_shared_report's answer, or null when it is not one of its four (or the report cannot be shown). */
export function parseSharedReport(answer: Json): SharedReportAnswer | null {
  const checked = sharedSchema.safeParse(answer);
  if (!checked.success) return null;
  const data = checked.data;
  if (data.status === 'not_found') return { status: 'not-found' };
  if (data.status !== 'ok') return { status: data.status };
  const benchmark = parseBenchmarkAnswer(data.benchmark as Json | undefined);
  if (!benchmark) return null;
  const { company, prepared_for, ...shown } = data.report;
  return {
    status: 'ok',
    // company and prepared_for only as sent: absent means the owner did not choose to show them.
    report: {
      ...shown,
      ...(company === undefined ? {} : { company }),
      ...(prepared_for === undefined ? {} : { prepared_for }),
    },
    benchmark,
  };
}

async function getSharedReport(supabase: SupabaseClient, token: string): Promise<SharedReportAnswer> {
  const answer = parseSharedReport(
    dataOrThrow(await supabase.rpc('get_shared_report', { token }), 'get_shared_report'),
  );
  if (!answer)
    throw toAppError(new Error('get_shared_report answered something that cannot be shown'), {
      during: 'get_shared_report',
    });
  return answer;
}

export function useSharedReportQuery(token: string) {
  const supabase = useSupabase();
  // Always read afresh when the page opens: a revoked link must not show from the cache.
  return useQuery({
    queryKey: sharedReportKeys.token(token),
    queryFn: () => getSharedReport(supabase, token),
    staleTime: 0,
  });
}
