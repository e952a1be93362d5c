// The tag of a test that changes, or reads as a whole, what every other test's pages see: the maintenance
// flag, app-config.json's remotes, the benchmark's k and population. playwright.config.ts runs these in a
// project of their own, one test at a time, once every other test has finished.
export const GLOBAL_STATE = '@global-state';
