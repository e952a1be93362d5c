// The operators' switch: `npm run maintenance -- on|off [--message "..."]` writes the 'maintenance' row
// of app_config with the service-role key. Against the local stack by default (found by its status file,
// target.ts), or any Supabase project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.
import { resolveTarget } from './target.ts';

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
  let response: Response;
  try {
    response = await fetch(`${target.url}/rest/v1/app_config?on_conflict=key`, {
      method: 'POST',
      headers: {
        apikey: target.serviceRoleKey,
        authorization: `Bearer ${target.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=representation',
      },
      body: JSON.stringify({ key: 'maintenance', value: { enabled, message } }),
    });
  } catch (error) {
    throw new Error(
      `could not reach ${target.label}: is it running? (${(error as Error).cause ?? (error as Error).message})`,
      { cause: error },
    );
  }
  if (!response.ok) {
    throw new Error(`${target.label} refused the change (${response.status}): ${await response.text()}`);
  }
  console.log(
    `Maintenance mode is now ${enabled ? 'ON' : 'OFF'} on ${target.label}${message ? ` (message: "${message}")` : ''}.`,
  );
}

main().catch((error: Error) => {
  console.error(`maintenance: ${error.message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
