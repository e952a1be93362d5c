// The stand-in's global setup: the database is migrated once per run, and each file's stack starts on a copy.
export { default } from 'local-supabase/testing/migrated-database';
