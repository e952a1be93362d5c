// Entry point of the send-reminders edge function: it only serves the handler (handler.ts holds the
// logic, where tests reach it), as Supabase's edge runtime and the local gateway run it.

import { handler } from './handler.ts';

Deno.serve(handler);
