// The stand-in's test kit as other packages import it (`local-supabase/testing`): the product's contract
// suite (contract/) starts the same throw-away stack, ends its abuse tests with the same ordinary-traffic
// check, and sends the same raw requests and two-factor codes as the stand-in's own suites.
export { type TestStack, useStack } from './stack.ts';
export { useOrdinaryTraffic } from './abuse/still-serving.ts';
export { raw } from './bad-input/http.ts';
export { client, totp } from './auth/helpers.ts';
