// What caches may keep of a document (document-caching.ts): personal answers nothing, the rest revalidated.
import { describe, expect, it } from 'vitest';
import { documentCaching } from './document-caching.ts';

describe('documentCaching', () => {
  it('lets no cache keep a personal answer, and says it depends on the cookie', () => {
    for (const rendered of [true, false])
      for (const releases of [true, false]) {
        const caching = documentCaching({ personal: true, rendered, releases });
        expect(caching['cache-control']).toBe('private, no-store');
        expect(caching.vary).toMatch(/\bCookie\b/);
      }
  });

  it('has a page for anyone revalidated, varying by what it was chosen by', () => {
    expect(documentCaching({ personal: false, rendered: true, releases: false })).toEqual({
      'cache-control': 'no-cache',
      vary: 'Cookie, Accept-Language',
    });
    expect(documentCaching({ personal: false, rendered: false, releases: true })).toEqual({
      'cache-control': 'no-cache',
      vary: 'Cookie',
    });
    expect(documentCaching({ personal: false, rendered: false, releases: false })).toEqual({
      'cache-control': 'no-cache',
    });
  });
});
