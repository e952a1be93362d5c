// Runs one edge function module, unmodified, the way Supabase's edge runtime does, on the port the local
// gateway chose: the module calls Deno.serve(handler) with no options, so Deno.serve is wrapped to add
// {hostname: "127.0.0.1", port} before the module is imported.
//   deno run --allow-net --allow-env --allow-read serve-function.ts <module path> <port>
// Prints "serve-function listening on <port>" once it accepts connections.

const [modulePath, portArg] = Deno.args;
if (!modulePath || !portArg) {
  console.error('usage: serve-function.ts <module path> <port>');
  Deno.exit(2);
}
const port = Number(portArg);
const hostname = '127.0.0.1';
const originalServe = Deno.serve;

type ServeHandler = Deno.ServeHandler<Deno.NetAddr>;
type ServeOptions = Deno.ServeTcpOptions & { handler?: ServeHandler };

function onListen(addr: Deno.NetAddr): void {
  console.log(`serve-function listening on ${addr.port}`);
}

function patchedServe(
  first: ServeHandler | ServeOptions,
  second?: ServeHandler,
): Deno.HttpServer<Deno.NetAddr> {
  // Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({...options, handler})
  if (typeof first === 'function') return originalServe({ port, hostname, onListen }, first);
  const options = { ...first, port, hostname, onListen };
  if (second) return originalServe(options, second);
  if (!options.handler) throw new TypeError('Deno.serve was called without a handler');
  return originalServe({ ...options, handler: options.handler });
}

Object.defineProperty(Deno, 'serve', { value: patchedServe, configurable: true, writable: true });

await import(new URL(modulePath, `file://${Deno.cwd()}/`).href);
