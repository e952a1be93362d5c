// The stand-in's global setup for the contract test: the database is migrated once per run, and the
// test's stack starts on a copy.
export { default } from 'local-supabase/testing/migrated-database';
