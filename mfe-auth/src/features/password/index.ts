// The forgotten password's public entry: setting a new password, which the profile's password section
// does too (proven there by the current password or an e-mailed code). The pages are exposed to the
// shell directly (src/exposes.ts).
export { setPassword } from './data/recovery.ts';
