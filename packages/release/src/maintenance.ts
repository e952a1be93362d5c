// The operators' switch: `npm run maintenance -- on|off [--message "..."]` writes the 'maintenance' row
// of app_config with the service-role key. Against the local stack by default (found by its status file,
// target.ts), or any Supabase project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.
import { createNodeClient } from '@ahc/platform/node-client';
import { resolveTarget, unreachable } from './target.ts';

const USAGE = 'usage: npm run maintenance -- on|off [--message "text shown to visitors"]';

function parseArgs(argv: string[]): { enabled: boolean; message: string } {
  const [mode, ...rest] = argv;
  if (mode !== 'on' && mode !== 'off')
    throw new UsageError(mode ? `unknown mode "${mode}"` : 'say on or off');
  let message = '';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--message' && i + 1 < rest.length) message = rest[++i]!;
    else if (arg.startsWith('--message=')) message = arg.slice('--message='.length);
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (message.length > 500) throw new UsageError('the message must be at most 500 characters');
  return { enabled: mode === 'on', message };
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const { enabled, message } = parseArgs(process.argv.slice(2));
  const target = await resolveTarget();
  const supabase = createNodeClient(target.url, target.serviceRoleKey);
  const { error, status } = await supabase
    .from('app_config')
    .upsert({ key: 'maintenance', value: { enabled, message } }, { onConflict: 'key' });
  if (status === 0) throw unreachable(target, error);
  if (error) throw new Error(`${target.label} refused the change (${status}): ${error.message}`);
  console.log(
    `Maintenance mode is now ${enabled ? 'ON' : 'OFF'} on ${target.label}${message ? ` (message: "${message}")` : ''}.`,
  );
}

main().catch((error: Error) => {
  console.error(`maintenance: ${error.message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
