// The functions' environment check (_shared/environment.ts), which every function's index.ts runs at boot.
import assert from 'node:assert/strict';
import { ENVIRONMENT } from './handler.ts';
import { checkEnvironment, EnvironmentError } from '../_shared/environment.ts';

const from = (values: Record<string, string>) => (name: string) => values[name];

const GOOD = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SITE_URL: 'https://health.example.com',
};

Deno.test('answers the variables it read once, and leaves the optional ones unset when missing', () => {
  const env = checkEnvironment('send-reminders', ENVIRONMENT, from(GOOD));
  assert.equal(env('SUPABASE_URL'), 'http://api.test');
  assert.equal(env('RESEND_API_KEY'), undefined);
});

Deno.test('stops at boot naming every variable that is missing or unusable', () => {
  assert.throws(
    () =>
      checkEnvironment(
        'send-reminders',
        ENVIRONMENT,
        from({ SUPABASE_URL: 'api.test', SITE_URL: 'javascript:alert(1)', RESEND_API_URL: '' }),
      ),
    new EnvironmentError(
      'send-reminders: SUPABASE_SERVICE_ROLE_KEY is not set; SUPABASE_URL is not an http(s) URL; ' +
        'SITE_URL is not an http(s) URL',
    ),
  );
});

Deno.test('checks counts and JSON objects when they are set', () => {
  const spec = { required: [], counts: ['LIMIT'], jsonObjects: ['KEYS'] };
  assert.throws(
    () => checkEnvironment('fn', spec, from({ LIMIT: '-1', KEYS: '["a"]' })),
    new EnvironmentError('fn: LIMIT is not a whole number; KEYS is not a JSON object'),
  );
  const env = checkEnvironment('fn', spec, from({ LIMIT: '30', KEYS: '{"default":"sb_secret_x"}' }));
  assert.equal(env('LIMIT'), '30');
});

Deno.test('a variable the function reads that its spec does not name is a mistake shown at once', () => {
  const env = checkEnvironment('send-reminders', ENVIRONMENT, from(GOOD));
  assert.throws(() => env('LLM_API_KEY'), EnvironmentError);
});
