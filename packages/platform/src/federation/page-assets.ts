// The files one exposed page of a remote needs, read from the remote's mf-manifest.json: its
// remoteEntry.js, and the chunks and stylesheets the page loads before it can render. The shell's
// host preloads them for the first page of a visit; the shell prefetches them for the pages a visitor
// is likely to open next. No dependencies: it runs in the browser and in the host.
export type RemoteManifest = {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
};

export type PageAssets = { entry: string; scripts: string[]; styles: string[] };

export function isRemoteManifest(value: unknown): value is RemoteManifest {
  const manifest = value as RemoteManifest | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * The page's files as absolute URLs. The remotes build with publicPath "auto": their files are addressed
 * relative to the manifest. A module the manifest does not expose gives the entry alone.
 */
export function pageAssets(manifest: RemoteManifest, manifestUrl: string, module: string): PageAssets {
  const { remoteEntry } = manifest.metaData;
  const at = (file: string) => new URL(file, manifestUrl).href;
  const expose = manifest.exposes.find((candidate) => candidate.path === module);
  return {
    entry: at(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`),
    scripts: (expose?.assets.js.sync ?? []).map(at),
    styles: (expose?.assets.css.sync ?? []).map(at),
  };
}
