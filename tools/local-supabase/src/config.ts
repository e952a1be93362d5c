// Runtime settings of the local stack, read once from the environment and validated, so a typo in an
// environment variable fails at start with a clear message instead of misbehaving later.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  LOCAL_SUPABASE_PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  LOCAL_SUPABASE_HOST: z.literal('127.0.0.1').default('127.0.0.1'),
  LOCAL_SUPABASE_DIR: z.string().min(1).default(path.join(repoRoot, '.local')),
  DATABASE_URL: z.string().url().optional(),
  SUPABASE_PROJECT_DIR: z.string().min(1).default(path.join(repoRoot, 'supabase')),
  LOCAL_SUPABASE_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const addresses = text
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      for (const address of addresses) {
        if (isIP(address) === 0)
          ctx.addIssue({ code: 'custom', message: `"${address}" is not an IP address` });
      }
      return addresses;
    }),
});

export type StackConfig = {
  port: number;
  host: string;
  /** Where the JWT secret and, with PGlite, the database live. */
  stateDir: string;
  /** A real Postgres instead of PGlite. */
  databaseUrl: string | undefined;
  /** The Supabase CLI project folder: migrations, seed, functions, config.toml. */
  projectDir: string;
  /**
   * Proxies whose X-Forwarded-For is believed (a reverse proxy in front of the stack). None by default:
   * every caller is who its socket says, so nobody picks their own address for the rate limits.
   */
  trustedProxies: string[];
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`local-supabase: invalid environment: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.LOCAL_SUPABASE_PORT,
    host: e.LOCAL_SUPABASE_HOST,
    stateDir: e.LOCAL_SUPABASE_DIR,
    databaseUrl: e.DATABASE_URL,
    projectDir: e.SUPABASE_PROJECT_DIR,
    trustedProxies: e.LOCAL_SUPABASE_TRUSTED_PROXIES,
  };
}
