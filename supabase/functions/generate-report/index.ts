// Entry point of the generate-report edge function. It does nothing but serve the handler: Supabase's
// edge runtime runs this file as is, and the local gateway imports it with Deno.serve patched to bind
// its own port (see tools/local-supabase/deno/serve-function.ts), so all logic lives in handler.ts where tests can reach it.

import { checkEnvironment } from '../_shared/environment.ts';
import { ENVIRONMENT, createHandler } from './handler.ts';

// A variable missing or unusable stops the function here, at boot, naming it.
Deno.serve(createHandler({ env: checkEnvironment('generate-report', ENVIRONMENT) }));
