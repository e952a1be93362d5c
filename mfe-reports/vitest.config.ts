import { defineConfig } from 'vitest/config';

// globals: Testing Library then unmounts each test's render by itself.
export default defineConfig({
  test: { environment: 'jsdom', globals: true, include: ['src/**/*.test.{ts,tsx}'], restoreMocks: true },
});
