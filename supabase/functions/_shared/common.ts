// The product's small shared helpers (HTML escaping, id and locale formats, one-line header values, the rate
// limiter) for the edge functions: the package's own source, re-exported, so a function escapes, checks and
// counts exactly as the apps and the local stack do. packages/common has no dependencies and `.ts` imports,
// which Deno runs as it is, and `supabase functions deploy` bundles it with the function as it does
// packages/assessment-model.
export * from '../../../packages/common/src/index.ts';
