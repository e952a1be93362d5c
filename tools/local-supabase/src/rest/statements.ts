// The statement each request runs (PostgREST.Query.Statements), put together from sql.ts's pieces: an
// optional source (a write or a call) as pgrst_source, the read over it, and one row holding the total
// (when counted), the page's row count, the body built in SQL (PostgREST's media handlers) and what
// the statement's functions set for the response. Also each statement's EXPLAIN (the plan media type)
// and the planner's row estimate for Prefer: count=planned.
import type { Output } from './media.ts';
import type { CallPlan, ResultShape } from './plan-call.ts';
import type { MutatePlan } from './plan-mutate.ts';
import type { ReadNode } from './plan.ts';
import type { Preferences } from './preferences.ts';
import { Params, callSql, countQuery, deleteSql, insertSql, logicSql, nodeQuery, updateSql } from './sql.ts';

export type Statement = { text: string; values: unknown[] };

/** The one row every statement answers with; a column is null when not asked for. */
export type StatementRow = {
  total: string | null;
  page_total: string;
  body: string | null;
  /** An upsert's rows that were inserted rather than updated. */
  inserted?: string | null;
  /** Prefer: return=headers-only: the first written row, for Location. */
  location_row?: string | null;
  response_headers?: string | null;
  response_status?: string | null;
};

export type PlanOutput = Extract<Output, { kind: 'plan' }>;
export type WritingPlan = Exclude<MutatePlan, { kind: 'nothing' }>;
export type ResultCallPlan = Extract<CallPlan, { root: ReadNode }>;

/** What the statement's functions set for the response (PostgREST's response.headers / response.status). */
const RESPONSE_SETTINGS = [
  `nullif(current_setting('response.headers', true), '') AS response_headers`,
  `nullif(current_setting('response.status', true), '') AS response_status`,
];

/** The response body in SQL, from the rows of _postgrest_t (PostgREST's media handlers). */
function bodySql(output: Output, shape: ResultShape): string {
  const target = output.kind === 'plan' ? output.for : output;
  const strip = (sql: string) =>
    'stripNulls' in target && target.stripNulls ? `json_strip_nulls(${sql})` : sql;
  const value = shape === 'scalar' || shape === 'setof-scalar' ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  switch (target.kind) {
    case 'csv':
      return (
        `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k` +
        ` FROM (SELECT row_to_json(hh) AS r FROM pgrst_result AS hh LIMIT 1) s) a)` +
        ` || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')`
      );
    case 'geojson':
      return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;
    case 'object':
      return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
    default:
      if (shape === 'composite' || shape === 'scalar')
        return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
      return `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
  }
}

/**
 * The whole statement: an optional source (a mutation or a call) as pgrst_source, the read over it as
 * pgrst_result, and one row with the total (when counted), the page's row count and the body.
 */
function wrapStatement(parts: {
  source?: string;
  read: string;
  total?: string | undefined;
  body: string;
  extra?: string[];
}): string {
  // The read is a CTE of its own only when the body refers to it twice (CSV's header row).
  const named = parts.body.includes('pgrst_result');
  const ctes = [
    ...(parts.source ? [`pgrst_source AS (${parts.source})`] : []),
    ...(named ? [`pgrst_result AS (${parts.read})`] : []),
  ];
  const columns = [
    `${parts.total ?? 'NULL'}::text AS total`,
    'pg_catalog.count(_postgrest_t)::text AS page_total',
    `${parts.body} AS body`,
    ...(parts.extra ?? []),
    ...RESPONSE_SETTINGS,
  ];
  const from = named ? 'pgrst_result _postgrest_t' : `(${parts.read}) _postgrest_t`;
  return `${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}SELECT ${columns.join(', ')} FROM ${from}`;
}

/** Prefer: count=exact, and =estimated in case the estimate is small: the root's rows before paging, counted. */
function exactTotal(root: ReadNode, params: Params, count: Preferences['count']): string | undefined {
  if (count !== 'exact' && count !== 'estimated') return undefined;
  return `(SELECT pg_catalog.count(*) FROM (${countQuery(root, params)}) pgrst_count)`;
}

/** What every page-shaped answer needs: the output, whether to count, and whether the body is wanted (not for HEAD). */
export type PageSpec = { output: Output; count: Preferences['count']; head: boolean };

export function readStatement(root: ReadNode, page: PageSpec): Statement {
  const params = new Params();
  const read = nodeQuery(root, params);
  const total = exactTotal(root, params, page.count);
  return {
    text: wrapStatement({ read, total, body: page.head ? `''` : bodySql(page.output, 'rows') }),
    values: params.values,
  };
}

export function mutateStatement(plan: WritingPlan, output: Output): Statement {
  const params = new Params();
  const { table, root } = plan;
  let source: string;
  if (plan.kind === 'insert' || plan.kind === 'single-upsert') {
    const { payload, conflict, returning, marker } = plan;
    const onlyKey = plan.kind === 'single-upsert' ? { onlyKey: plan.key } : {};
    source = insertSql({ table, payload, conflict, returning, marker, ...onlyKey }, params);
  } else {
    const where = plan.where.map((w) => logicSql(root, w, params));
    source =
      plan.kind === 'update'
        ? updateSql({ table, where, returning: plan.returning, payload: plan.payload }, params)
        : deleteSql({ table, where, returning: plan.returning });
  }
  const marker = 'marker' in plan && plan.marker;
  const read =
    plan.representation || plan.headersOnly ? nodeQuery(root, params) : 'SELECT 1 FROM pgrst_source';
  const extra = [
    ...(marker
      ? ['(SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_source.pgrst_inserted)::text AS inserted']
      : []),
    ...(plan.headersOnly
      ? ['(SELECT row_to_json(_)::text FROM pgrst_source _ LIMIT 1) AS location_row']
      : []),
  ];
  const body = plan.representation ? bodySql(output, 'rows') : `''`;
  return { text: wrapStatement({ source, read, body, extra }), values: params.values };
}

export function callStatement(plan: ResultCallPlan, page: PageSpec): Statement {
  const params = new Params();
  const source = callSql(plan.routine, plan.args, params);
  const read = nodeQuery(plan.root, params);
  const total = exactTotal(plan.root, params, page.count);
  const body = page.head ? `''` : bodySql(page.output, plan.shape);
  return { text: wrapStatement({ source, read, total, body }), values: params.values };
}

/** A function returning void: the statement counts the calls made; its EXPLAIN is of the call alone. */
export function voidCallStatement(plan: CallPlan): { statement: Statement; explained: Statement } {
  const params = new Params();
  const source = callSql(plan.routine, plan.args, params);
  const columns = [
    '(SELECT pg_catalog.count(*) FROM pgrst_source)::text AS page_total',
    ...RESPONSE_SETTINGS,
  ];
  return {
    statement: {
      text: `WITH pgrst_source AS (${source}) SELECT ${columns.join(', ')}`,
      values: params.values,
    },
    explained: { text: source, values: params.values },
  };
}

/** The query plan of a statement, for Accept: application/vnd.pgrst.plan. */
export function explainStatement(output: PlanOutput, statement: Statement): Statement {
  const options = [`FORMAT ${output.format.toUpperCase()}`, ...output.options.map((o) => o.toUpperCase())];
  return { text: `EXPLAIN (${options.join(', ')}) ${statement.text}`, values: statement.values };
}

/** Prefer: count=planned: the plan of the root's count query (over the call, for a function). */
export function plannedCountStatement(root: ReadNode, call?: CallPlan): Statement {
  const params = new Params();
  const prefix = call ? `WITH pgrst_source AS (${callSql(call.routine, call.args, params)}) ` : '';
  return { text: `EXPLAIN (FORMAT JSON) ${prefix}${countQuery(root, params)}`, values: params.values };
}
