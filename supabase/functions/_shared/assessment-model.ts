// The assessment model (questions, options and their texts, scoring, bands, recommendations, tools) for
// the edge functions: the package's own source, re-exported, so a function says exactly what the report
// page says and there is no copy to keep in step. The package is plain TypeScript with `.ts` imports and
// no dependencies, which Deno runs as it is. `supabase functions deploy` bundles every file a function
// imports up to the repository's root, so packages/assessment-model travels with the function.
export * from '../../../packages/assessment-model/src/index.ts';
