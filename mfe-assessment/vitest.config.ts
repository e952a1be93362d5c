import { jsdomTestConfig } from '@ahc/build-config/vitest-jsdom';
import { defineConfig } from 'vitest/config';

export default defineConfig(jsdomTestConfig);
