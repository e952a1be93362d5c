// The root of the REST API (PostgREST.Response.OpenAPI): a Swagger 2.0 description of what the request's
// schema exposes (its tables and views with their columns and the writes each allows, and its functions
// with their parameters), for tools that list the API. Only JSON is produced.
import type { Catalog } from './catalog.ts';
import { mediaTypeError } from './errors.ts';
import type { RestResponse } from './response.ts';

const OPENAPI_TYPES = ['*/*', 'application/json', 'application/openapi+json', 'application/*'];

function jsonType(type: string): Record<string, unknown> {
  if (/^(smallint|integer|bigint)$/.test(type)) return { type: 'integer', format: type };
  if (/^(numeric|real|double precision)/.test(type)) return { type: 'number', format: type };
  if (type === 'boolean') return { type: 'boolean', format: type };
  if (type.endsWith('[]')) return { type: 'array', format: type, items: { type: 'string' } };
  return { type: 'string', format: type };
}

export function openApiResponse(catalog: Catalog, schema: string, accept: string | undefined): RestResponse {
  const accepted = (accept ?? '*/*').split(',').map((s) => s.split(';')[0]!.trim().toLowerCase());
  if (!accepted.some((m) => OPENAPI_TYPES.includes(m))) throw mediaTypeError(accepted);
  const definitions: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { 200: { description: 'OK' } },
      },
    },
  };
  for (const t of [...catalog.tables.values()]
    .filter((x) => x.schema === schema)
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const columns = [...t.columns.values()];
    const note = { description: 'Note:\nThis is a Primary Key.<pk/>' };
    definitions[t.name] = {
      type: 'object',
      required: columns.filter((c) => !c.nullable && c.default === null).map((c) => c.name),
      properties: Object.fromEntries(
        columns.map((c) => [c.name, { ...jsonType(c.type), ...(t.primaryKey.includes(c.name) ? note : {}) }]),
      ),
    };
    const ops: Record<string, unknown> = {
      get: {
        tags: [t.name],
        responses: { 200: { description: 'OK' }, 206: { description: 'Partial Content' } },
      },
    };
    if (t.insertable) ops.post = { tags: [t.name], responses: { 201: { description: 'Created' } } };
    if (t.updatable) ops.patch = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
    if (t.deletable) ops.delete = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
    paths[`/${t.name}`] = ops;
  }
  for (const [key, routines] of catalog.routines) {
    const r = routines[0]!;
    if (r.schema !== schema || !key) continue;
    const tags = ['(rpc) ' + r.name];
    const parameters = r.params.map((p) => ({
      in: 'query',
      name: p.name,
      required: p.required,
      ...jsonType(p.type),
    }));
    const body = {
      type: 'object',
      properties: Object.fromEntries(r.params.map((p) => [p.name, jsonType(p.type)])),
    };
    paths[`/rpc/${r.name}`] = {
      ...(r.volatility === 'v'
        ? {}
        : { get: { tags, parameters, responses: { 200: { description: 'OK' } } } }),
      post: {
        tags,
        parameters: [{ in: 'body', name: 'args', required: true, schema: body }],
        responses: { 200: { description: 'OK' } },
      },
    };
  }
  const doc = {
    swagger: '2.0',
    info: { title: 'local-supabase REST (PostgREST API)', version: '12' },
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  };
  return {
    status: 200,
    body: JSON.stringify(doc),
    headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
  };
}
