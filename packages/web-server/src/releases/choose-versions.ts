// Which version of each remote one page load gets. A preview pin wins for its remote; then the
// registry's canary when the visitor's bucket is below its percentage; then the registry's live
// version; and for a remote the registry has no version of (or when it could never be read), the
// manifest URL app-config.json names. The answer is the configuration the host writes into the
// document and renders with, so the visit keeps these versions whatever the registry says next; its
// `releases` names the registry's version of each remote that got one (the shell reports failures
// against it).
import { type AppConfig, type RemoteName, isRemoteName } from '@ahc/platform/app-config';
import type { ReleaseChannel, ReleaseVersion } from './registry-channels.ts';

export type PreviewPin = ReleaseVersion & { remote: string };

export function chooseVersions(
  base: AppConfig,
  channels: readonly ReleaseChannel[] | null,
  bucket: () => number,
  preview?: PreviewPin,
): AppConfig {
  const remotes = { ...base.remotes };
  const releases: Record<string, string> = {};
  const use = (remote: RemoteName, { version, manifestUrl }: ReleaseVersion) => {
    remotes[remote] = manifestUrl;
    releases[remote] = version;
  };
  for (const channel of channels ?? []) {
    if (!isRemoteName(channel.remote)) continue;
    // The bucket is drawn only when a canary asks for it, so visitors get the cookie only then.
    use(channel.remote, channel.canary && bucket() < channel.canary.percent ? channel.canary : channel.live);
  }
  if (preview && isRemoteName(preview.remote)) use(preview.remote, preview);
  return Object.keys(releases).length === 0 ? base : { ...base, remotes, releases };
}
