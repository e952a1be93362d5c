// PostgREST's HTTP API over the schema cache: /rest/v1/<table> (GET, HEAD, POST, PATCH, PUT, DELETE),
// /rest/v1/rpc/<function> (GET, HEAD, POST) and the OpenAPI root. This file is the wiring only (PostgREST's
// App): each request goes through the same steps as in PostgREST, each in a module of its own:
//   request.ts    the request: action, schema, preferences, query string, payload (grammar.ts parses)
//   plan*.ts      the plan, against the schema cache (schema-cache.ts, catalog.ts, relationships.ts)
//   statements.ts the one statement the plan becomes (sql.ts builds its parts)
//   query.ts      running it in a transaction as the JWT's role, so grants and RLS decide
//   response.ts   status, headers and body (openapi.ts for the root; errors.ts for every refusal)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Sql } from '../db/database.ts';
import type { RequestAuth } from '../gateway.ts';
import { send } from '../http/respond.ts';
import { type Catalog, type Table, qualifiedKey } from './catalog.ts';
import { toRestError, unknownTable } from './errors.ts';
import { bestMatch } from './fuzzy.ts';
import type { Producible } from './media.ts';
import { openApiResponse } from './openapi.ts';
import { planCall } from './plan-call.ts';
import { type MutatePlan, planDelete, planMutationTarget, planWrite } from './plan-mutate.ts';
import { type PlanContext, planRead, tableRoot, usesRegex } from './plan.ts';
import { type QueryRunner, countTotal, createQueryRunner, runExplain, runStatement } from './query.ts';
import {
  type ApiRequest,
  callParams,
  mutationParams,
  parseApiRequest,
  readCallPayload,
  readParams,
  readWritePayload,
  requestHeader,
  requestProfile,
} from './request.ts';
import {
  type Answering,
  type RestResponse,
  callResponse,
  errorResponse,
  mutationResponse,
  nothingWrittenResponse,
  planResponse,
  readResponse,
  voidCallResponse,
} from './response.ts';
import { type SchemaCache, createSchemaCache } from './schema-cache.ts';
import {
  type Statement,
  callStatement,
  explainStatement,
  mutateStatement,
  readStatement,
  voidCallStatement,
} from './statements.ts';

export type RestOptions = {
  maxRows: number;
  maxBodyBytes: number;
  trustedProxies: ReadonlySet<string>;
  /** The exposed schemas ([api] schemas in config.toml); the first is the default. */
  schemas?: readonly string[];
  /** [api] extra_search_path: on every request's search path after the request's schema. */
  extraSearchPath?: readonly string[];
};

const producible = (catalog: Catalog): Producible => ({
  csv: true,
  geojson: catalog.postgis,
  plan: catalog.settings.planEnabled,
});

/** Accept: application/vnd.pgrst.plan answers with the statement's plan; anything else runs it. */
async function explainOr(
  tx: Sql,
  answering: Answering,
  statement: Statement,
  run: () => Promise<RestResponse>,
): Promise<RestResponse> {
  const { output } = answering;
  if (output.kind !== 'plan') return run();
  return planResponse(
    output,
    await runExplain(tx, explainStatement(output, statement)),
    answering.profileHeaders,
  );
}

export function createRestService(db: Database, options: RestOptions) {
  const schemas = options.schemas?.length ? options.schemas : ['public'];
  const schemaCache: SchemaCache = createSchemaCache(db, schemas);
  const asRole: QueryRunner = createQueryRunner(db, {
    schemaCache,
    trustedProxies: options.trustedProxies,
    extraSearchPath: options.extraSearchPath ?? ['public', 'extensions'],
  });

  const planContext = (catalog: Catalog, schema: string): PlanContext => ({
    catalog,
    schema,
    maxRows: options.maxRows,
    aggregatesEnabled: catalog.settings.aggregatesEnabled,
  });

  async function read(request: ApiRequest, table: Table, catalog: Catalog): Promise<RestResponse> {
    const { parts, output, head } = readParams(request, producible(catalog));
    const { prefs, profileHeaders } = request;
    const root = planRead(planContext(catalog, request.schema), tableRoot(table, { kind: 'relation' }), {
      parts,
      capRows: true,
    });
    const statement = readStatement(root, { output, count: prefs.count, head });
    const canonical = [...request.url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const contentLocation = `/${table.name}${canonical.length ? `?${new URLSearchParams(canonical)}` : ''}`;
    const answering = { output, prefs, profileHeaders };
    return asRole({ request, readOnly: true, costly: usesRegex(root) }, (tx) =>
      explainOr(tx, answering, statement, async () => {
        const row = await runStatement(tx, statement);
        const total = await countTotal(tx, {
          count: prefs.count,
          maxRows: options.maxRows,
          exact: Number(row.total),
          root,
        });
        return readResponse({ ...answering, row, total, offset: root.offset, head, contentLocation });
      }),
    );
  }

  async function mutate(request: ApiRequest, table: Table, catalog: Catalog): Promise<RestResponse> {
    const params = mutationParams(request, producible(catalog));
    const { prefs, profileHeaders } = request;
    const { mutation, parts, output } = params;
    const target = planMutationTarget(planContext(catalog, request.schema), table, { params, prefs });
    let plan: MutatePlan;
    if (mutation === 'delete') {
      plan = planDelete(target);
    } else {
      const payload = await readWritePayload(request, {
        mutation,
        parts,
        maxBodyBytes: options.maxBodyBytes,
      });
      plan = planWrite(target, { mutation, parts, prefs, payload });
    }
    const answering = { output, prefs, profileHeaders };
    if (plan.kind === 'nothing') {
      return nothingWrittenResponse({
        ...answering,
        mutation: plan.mutation,
        representation: plan.representation,
      });
    }
    const statement = mutateStatement(plan, output);
    return asRole({ request, readOnly: false, costly: plan.costly }, async (tx) => {
      const respond = async () =>
        mutationResponse({ ...answering, plan, row: await runStatement(tx, statement) });
      // A PUT is not explained: it runs and answers as usual whatever the Accept header asks for.
      return plan.kind === 'single-upsert' ? respond() : explainOr(tx, answering, statement, respond);
    });
  }

  async function call(request: ApiRequest, name: string, current: Catalog): Promise<RestResponse> {
    const params = callParams(request, producible(current));
    const { prefs, profileHeaders } = request;
    const { parts, output, head, readMethod } = params;
    const payload = await readCallPayload(request, { params, maxBodyBytes: options.maxBodyBytes });
    const { catalog } = await schemaCache.lookup((c) => c.routines.get(qualifiedKey(request.schema, name)));
    const plan = planCall(planContext(catalog, request.schema), { name, payload, parts, readMethod, prefs });
    const answering = { output, prefs, profileHeaders };
    if (plan.shape === 'void') {
      const { statement, explained } = voidCallStatement(plan);
      return asRole({ request, readOnly: plan.readOnly }, (tx) =>
        explainOr(tx, answering, explained, async () => {
          return voidCallResponse({ prefs, profileHeaders, row: await runStatement(tx, statement) });
        }),
      );
    }
    const statement = callStatement(plan, { output, count: prefs.count, head });
    const { root } = plan;
    return asRole({ request, readOnly: plan.readOnly, costly: usesRegex(root) }, (tx) =>
      explainOr(tx, answering, statement, async () => {
        const row = await runStatement(tx, statement);
        const total = await countTotal(tx, {
          count: prefs.count,
          maxRows: options.maxRows,
          exact: Number(row.total),
          root,
          call: plan,
        });
        return callResponse({ ...answering, row, total, offset: root.offset, head });
      }),
    );
  }

  async function relation(request: ApiRequest, name: string): Promise<RestResponse> {
    const { found: table, catalog } = await schemaCache.lookup((c) => c.table(request.schema, name));
    if (!table) {
      const names = [...catalog.tables.values()]
        .filter((x) => x.schema === request.schema)
        .map((x) => x.name);
      const close = bestMatch(name, names, 0.75);
      throw unknownTable(
        request.schema,
        name,
        close ? `Perhaps you meant the table '${request.schema}.${close}'` : null,
      );
    }
    return request.method === 'GET' || request.method === 'HEAD'
      ? read(request, table, catalog)
      : mutate(request, table, catalog);
  }

  async function respond(req: IncomingMessage, url: URL, auth: RequestAuth): Promise<RestResponse> {
    const profile = requestProfile(req, schemas);
    const catalog = await schemaCache.current();
    const request = parseApiRequest({ req, url, auth, profile, timezones: catalog.timezones });
    const { action } = request;
    if (action.kind === 'routine') return call(request, action.name, catalog);
    if (action.kind === 'relation') return relation(request, action.name);
    const root = openApiResponse(catalog, request.schema, requestHeader(req, 'accept'));
    return request.method === 'HEAD' ? { ...root, body: undefined } : root;
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, auth: RequestAuth): Promise<void> {
      try {
        const answer = await respond(req, url, auth);
        send(res, answer.status, answer.body, answer.headers);
      } catch (error) {
        const refusal = toRestError(error, auth.role);
        // An unread body is drained, so the connection can serve the next request (after a 413 it closes).
        if (refusal.status === 413 || (req.method !== 'GET' && req.method !== 'HEAD' && !req.readableEnded))
          req.resume();
        const answer = errorResponse(refusal);
        send(res, answer.status, answer.body, answer.headers);
      }
    },
    reload: schemaCache.reload,
  };
}
