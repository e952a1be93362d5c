// Entry point of the send-team-invitation edge function: it only serves the handler (handler.ts holds
// the logic, where tests reach it), as Supabase's edge runtime and the local gateway run it.

import { checkEnvironment } from '../_shared/environment.ts';
import { createHandler, ENVIRONMENT } from './handler.ts';

// A variable missing or unusable stops the function here, at boot, naming it.
Deno.serve(createHandler({ env: checkEnvironment('send-team-invitation', ENVIRONMENT) }));
