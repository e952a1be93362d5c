// `npm run release -- <command>`: how a remote's team (or its CI) publishes a version to the release
// registry, promotes it in an environment, tries it on a share of visitors or in one browser (a
// preview link), rolls back, and sees what runs where. Against the local stack by default, or a hosted
// project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set (as `npm run maintenance`).
import { resolveTarget } from './target.ts';
import { USAGE, UsageError, parseArgs, versionFromUrl, type Command } from './args.ts';
import { ReleaseRefusal, checkManifest, fetchManifest } from './compatibility.ts';
import {
  describeChange,
  formatHistory,
  formatPreviewLink,
  formatPreviewList,
  formatStatus,
} from './format.ts';
import { callRegistry, type AuditEntry } from './registry.ts';
import { shellProvides } from './shell.ts';
import type { RpcArgs } from '@ahc/platform/database';

/** A value the command was not given is left out of the call, so the function's default (null) applies. */
const given = <T>(value: T | null): T | undefined => value ?? undefined;

async function publishArgs(
  command: Extract<Command, { name: 'publish' }>,
): Promise<RpcArgs<'publish_remote_version'>> {
  const version = command.version ?? versionFromUrl(command.manifestUrl);
  if (!version) throw new UsageError('the manifest URL names no version folder: say --version');
  const manifest = await fetchManifest(command.manifestUrl);
  const facts = checkManifest(manifest, command.remote, await shellProvides(command.remote));
  return {
    remote: command.remote,
    version,
    manifest_url: command.manifestUrl,
    exposed_modules: facts.exposedModules,
    shared_packages: facts.sharedPackages,
    contract_major: facts.contractMajor,
    commit: given(command.commit),
    reason: given(command.reason),
  };
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  // A publish checks the manifest before it asks the registry anything.
  const publish = command.name === 'publish' ? await publishArgs(command) : null;
  const target = await resolveTarget();
  switch (command.name) {
    case 'publish':
      return print(await callRegistry(target, 'publish_remote_version', publish!), target.label);
    case 'promote':
      return print(
        await callRegistry(target, 'promote_remote_version', {
          environment: command.env,
          remote: command.remote,
          version: command.version,
          reason: given(command.reason),
        }),
        target.label,
      );
    case 'canary':
      return print(
        await callRegistry(target, 'set_remote_canary', {
          environment: command.env,
          remote: command.remote,
          version: command.version,
          percent: command.percent,
          reason: given(command.reason),
        }),
        target.label,
      );
    case 'rollback':
      return print(
        await callRegistry(target, 'rollback_remote', {
          environment: command.env,
          remote: command.remote,
          reason: given(command.reason),
        }),
        target.label,
      );
    case 'preview': {
      const link = await callRegistry(target, 'create_release_preview', {
        environment: command.env,
        remote: command.remote,
        version: command.version,
        minutes: command.minutes,
        reason: given(command.reason),
      });
      console.log(formatPreviewLink(command, link, target.label));
      return;
    }
    case 'preview-list':
      console.log(
        formatPreviewList(
          await callRegistry(target, 'list_release_previews', {
            environment: given(command.env),
            include_ended: false,
          }),
        ),
      );
      return;
    case 'preview-revoke':
      return print(
        await callRegistry(target, 'revoke_release_preview', {
          preview_id: given(command.id),
          token: given(command.token),
          reason: given(command.reason),
        }),
        target.label,
      );
    case 'status':
      console.log(
        formatStatus(await callRegistry(target, 'release_status', { only_environment: given(command.env) })),
      );
      return;
    case 'history':
      console.log(
        formatHistory(
          await callRegistry(target, 'release_history', {
            environment: given(command.env),
            remote: given(command.remote),
            max_rows: command.limit,
          }),
        ),
      );
      return;
  }
}

function print(entry: AuditEntry, label: string): void {
  console.log(`${describeChange(entry)} (on ${label}, audit #${entry.id}).`);
}

main().catch((error: Error) => {
  if (error instanceof ReleaseRefusal) console.error(`release: not published: ${error.message}`);
  else console.error(`release: ${error.message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
