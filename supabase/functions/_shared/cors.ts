// CORS headers as Supabase's own function examples set them, shared by every function the browser
// calls (the report page through the shell's /api/generate-report proxy or directly at /functions/v1/,
// the profile page's account deletion): every response — success, error and preflight — carries them.

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** Answers a CORS preflight. */
export function preflightResponse(): Response {
  return new Response('ok', { status: 200, headers: { ...corsHeaders } });
}

/** A JSON error body {error} with CORS headers. */
export function jsonError(
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}
