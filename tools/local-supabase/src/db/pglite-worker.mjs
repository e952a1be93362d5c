// The embedded database's own thread. PGlite runs Postgres in WebAssembly on the thread that calls it,
// and a runaway statement (a back-referencing regex, a deeply nested value) holds that thread until it
// ends, or forever when the WebAssembly stack breaks. Here it holds only this worker: the HTTP server
// keeps answering, and the host (pglite-host.ts) can stop this thread when a statement outlives its
// timeout and open the data directory again in a fresh one.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of whoever starts
// it (tsx in `npm start`, vitest in tests).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** The fields of a Postgres error that travel back to the host; the rest of the object does not clone. */
function describeError(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  for (const key of [
    'code',
    'detail',
    'hint',
    'position',
    'schema',
    'table',
    'column',
    'constraint',
    'severity',
  ]) {
    if (error && typeof error[key] === 'string') fields[key] = error[key];
  }
  return fields;
}

// A parameter given as text (a filter's value from a URL) reaches Postgres as text, and Postgres says
// whether it fits the column: 22P02, a 400, as PostgREST answers. PGlite's own serializers for boolean
// and bytea throw a plain Error on text they do not recognise (`include_company=eq.abc`), a 500.
const textAsIs = (oid) => (value) => (typeof value === 'string' ? value : types.serializers[oid](value));

let db;
try {
  // The host compiles PGlite's modules once and hands them to each thread it starts.
  const { artifacts } = workerData;
  db = await PGlite.create(workerData.dataDir, {
    serializers: { [types.BOOL]: textAsIs(types.BOOL), [types.BYTEA]: textAsIs(types.BYTEA) },
    ...(artifacts
      ? {
          pgliteWasmModule: artifacts.pgliteWasmModule,
          initdbWasmModule: artifacts.initdbWasmModule,
          fsBundle: new Blob([artifacts.fsBundle]),
        }
      : {}),
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ fatal: describeError(error) });
  process.exit(1);
}

parentPort.on('message', async ({ id, op, text, params }) => {
  try {
    if (op === 'query') {
      const result = await db.query(text, params);
      // A result without rows is PGlite in a state it should not be in (seen after a stack overflow
      // inside the WebAssembly build): report it and let the host replace this thread.
      if (!result || !Array.isArray(result.rows)) {
        parentPort.postMessage({ id, broken: 'the embedded database returned no result' });
        return;
      }
      parentPort.postMessage({
        id,
        ok: true,
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
      });
    } else if (op === 'exec') {
      await db.exec(text);
      parentPort.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    } else if (op === 'close') {
      await db.close();
      parentPort.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    }
  } catch (error) {
    // A WebAssembly trap is not a Postgres error: the instance cannot be trusted after it.
    if (error instanceof WebAssembly.RuntimeError) parentPort.postMessage({ id, broken: error.message });
    else parentPort.postMessage({ id, ok: false, error: describeError(error) });
  }
});
