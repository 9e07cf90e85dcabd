import { defineConfig } from 'vitest/config';

/** Tests that render React (hooks through renderHook) end in `.dom.test.ts(x)` and get a browser-like DOM. */
const DOM_TESTS = 'apps/web/**/*.dom.test.{ts,tsx}';
const exclude = ['**/node_modules/**', '**/build/**', '**/dist/**'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'apps/**/*.test.ts',
            'apps/**/*.test.tsx',
            'packages/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...exclude, DOM_TESTS],
        },
      },
      {
        extends: true,
        test: { name: 'dom', include: [DOM_TESTS], exclude, environment: 'happy-dom' },
      },
    ],
  },
});
