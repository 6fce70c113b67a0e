// One lint configuration for the whole workspace (ESLint flat config). TypeScript is linted with
// type information (each file in the TypeScript project of its package), React code also with the
// rules of hooks and the accessibility rules; plain JavaScript (scripts, webpack and jest configs)
// with the recommended rules. `npm test` runs it and fails on any error or warning.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLIENT = ['host', 'mfe-sports', 'mfe-casino', 'mfe-reports', 'mfe-account', 'shared'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tools/**',
      '.data/**',
      'bench/results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['api/drizzle.config.ts', 'sim/casino-provider/drizzle.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // node:test's describe/test return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'suite'] },
          ],
        },
      ],
      // Unused names are compile errors where a package asks for them; here `_` marks one on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: CLIENT.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // One router on the page: app code takes React Router from the shared module (see
    // shared/src/router). Tests, the build's pre-render and shared's own modules may import it.
    // App code takes the test ids alone, not the testing entry with its fakes.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'host/src/prerender.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
              name,
              message:
                'Import router code from @backlay/shared/router: a second copy of React Router is a second router.',
              allowTypeImports: true,
            })),
            {
              name: '@backlay/shared/testing',
              message: 'Take TEST_IDS from @backlay/shared/testing/ids: the testing entry carries test fakes (RxJS).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The servers import the real-time protocol entry; the bus entry is browser code (RxJS, socket.io-client).
    files: ['api/**/*.ts', 'sim/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@backlay/shared/realtime',
              message: 'The browser bus: a server imports @backlay/shared/realtime-protocol.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node, ecmaVersion: 2023 },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // jest's setup file runs inside jsdom, with jest's globals.
    files: ['shared/jest/setup.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  {
    // Tests of the shared webpack configuration's parts run in Node, with jest's globals.
    files: ['shared/webpack/*.test.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // The web benchmark hands some of its functions to the page it measures (puppeteer evaluate).
    files: ['bench/web/browser.mjs', 'bench/web/p4.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
