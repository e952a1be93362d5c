// The Auth service's templates on disk are what auth-templates.ts writes (run `npm run generate` after a
// change), each in the product's frame in both languages, with every link of the site in the e-mail's
// language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_TEMPLATE_NAMES, authTemplate } from './auth-templates.ts';
import { PRODUCT_NAME } from './frame.ts';

const TEMPLATES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../supabase/templates',
);

/** The Danish and the English branch of a template. */
function branches(source: string): { da: string; en: string } {
  const [, da = '', en = ''] =
    /\{\{ if eq \.Data\.language "da" -\}\}([\s\S]*)\{\{- else -\}\}([\s\S]*)\{\{- end \}\}/.exec(source) ??
    [];
  return { da, en };
}

describe('the Auth e-mail templates', () => {
  it.each(AUTH_TEMPLATE_NAMES)(
    'supabase/templates/%s.html is the one written from the product’s frame',
    (name) => {
      expect(readFileSync(path.join(TEMPLATES, `${name}.html`), 'utf8')).toBe(authTemplate(name));
    },
  );

  it.each(AUTH_TEMPLATE_NAMES)('%s: both languages in the frame, each site link in its language', (name) => {
    const { da, en } = branches(authTemplate(name));
    for (const [language, html] of [
      ['da', da],
      ['en', en],
    ] as const) {
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(PRODUCT_NAME);
      const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        // The Auth service's own link returns to the address the app asked for, which carries ?lang=.
        if (link === '{{ .ConfirmationURL }}') continue;
        expect(link, `${name} (${language})`).toMatch(
          new RegExp(`^\\{\\{ \\.SiteURL \\}\\}/.*[?&]lang=${language}(&|$)`),
        );
      }
      // Danish quotes only, in Danish.
      if (language === 'da') expect(html).not.toMatch(/[“”"](?![^<]*>)/);
    }
  });
});
