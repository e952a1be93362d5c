// Where the e2e run keeps its own local stack: a state folder of its own (fresh every run) and a port
// that does not collide with a developer's `npm start`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const E2E_STACK = {
  stateDir: path.join(e2eDir, '.state'),
  port: 54331,
  url: 'http://127.0.0.1:54331',
  /** Merged into app-config.json on every request (see scripts/start.ts). */
  overridesFile: path.join(e2eDir, '.state', 'app-config.overrides.json'),
};
