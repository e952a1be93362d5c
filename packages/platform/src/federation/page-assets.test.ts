import { describe, expect, it } from 'vitest';
import { isRemoteManifest, pageAssets, type RemoteManifest } from './page-assets.ts';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './HomePage',
      assets: {
        js: { sync: ['static/js/async/home.1.js', 'static/js/async/u.2.js'] },
        css: { sync: ['static/css/home.3.css'] },
      },
    },
    { path: './AboutPage', assets: { js: { sync: ['static/js/async/about.4.js'] }, css: { sync: [] } } },
  ],
};
const url = 'https://marketing.example/1.0.0/mf-manifest.json';

describe('pageAssets', () => {
  it("names the entry and the page's own chunks and stylesheets, beside the manifest", () => {
    expect(pageAssets(manifest, url, './HomePage')).toEqual({
      entry: 'https://marketing.example/1.0.0/remoteEntry.js',
      scripts: [
        'https://marketing.example/1.0.0/static/js/async/home.1.js',
        'https://marketing.example/1.0.0/static/js/async/u.2.js',
      ],
      styles: ['https://marketing.example/1.0.0/static/css/home.3.css'],
    });
  });

  it('follows an entry in a folder of its own', () => {
    const nested = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } };
    expect(pageAssets(nested, url, './AboutPage').entry).toBe(
      'https://marketing.example/1.0.0/entry/remoteEntry.js',
    );
  });

  it('gives the entry alone for a module the remote does not expose', () => {
    expect(pageAssets(manifest, url, './Nope')).toEqual({
      entry: 'https://marketing.example/1.0.0/remoteEntry.js',
      scripts: [],
      styles: [],
    });
  });

  it('recognises a manifest, and nothing else', () => {
    expect(isRemoteManifest(manifest)).toBe(true);
    for (const other of [null, 'x', {}, { metaData: {} }, { metaData: { remoteEntry: { name: 'e.js' } } }])
      expect(isRemoteManifest(other)).toBe(false);
  });
});
