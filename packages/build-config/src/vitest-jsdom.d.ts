// The type of vitest-jsdom.js for the TypeScript configs that import it.
import type { ViteUserConfig } from 'vitest/config';

export declare const jsdomTestConfig: ViteUserConfig;
