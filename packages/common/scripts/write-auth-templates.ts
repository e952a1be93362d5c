// Writes the Auth service's e-mail templates (supabase/templates/<name>.html) from
// src/mail/auth-templates.ts, in the product's e-mail frame. Run by `npm run generate`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_TEMPLATE_NAMES, authTemplate } from '../src/mail/auth-templates.ts';

const templates = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase/templates');
for (const name of AUTH_TEMPLATE_NAMES) {
  writeFileSync(path.join(templates, `${name}.html`), authTemplate(name));
  console.log(`wrote supabase/templates/${name}.html`);
}
