// Lint: typescript-eslint + react-hooks, and the rules on what a file may name or write. Which folder may
// import which (the layers of the app and the server) is .dependency-cruiser.cjs's: it matches resolved
// paths, so an alias and a relative path are the same arrow.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly',
        HTMLElement: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['common/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '../src/*',
                '../server/*',
                '../../*',
                '@tarojs/*',
                'react',
                'react-dom',
                'fastify*',
                'kysely',
              ],
              message: 'common/ imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // Outside lib/, the API is called through call(endpoint, input) (lib/call.ts) with an endpoint of
    // src/api/: request() and api.* take a URL string and a hand-written response type, which is what the
    // generated client replaced. Matched by pattern so that relative paths count too.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.{1,2}/)+)lib/request$',
              importNames: ['request', 'api'],
              message: 'Call the API with call(endpoint, input) from lib/call.ts and an endpoint of src/api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../../src/*', '**/src/pages/*', '**/src/features/*'],
              message: 'The server never imports the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dialect differences live only in db/ (db/dialect.ts), and every timer in the jobs plugin.
    files: ['server/src/modules/**/*.ts', 'server/src/plugins/**/*.ts', 'server/src/adapters/**/*.ts'],
    ignores: ['server/src/plugins/jobs.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='23505'], Literal[value='SQLITE_CONSTRAINT_UNIQUE']",
          message: 'Database error codes are read in db/dialect.ts (isUniqueViolation).',
        },
        {
          selector: "CallExpression[callee.property.name='forUpdate']",
          message: 'Row locks differ per dialect: use lockedForUpdate from db/dialect.ts.',
        },
        {
          selector: "BinaryExpression[right.value='postgres'], BinaryExpression[right.value='sqlite']",
          message: 'Dialect differences live only in server/src/db/.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.name=/^(db|trx)$/]",
          message: 'Open transactions with transaction(db, events, work) from db/transaction.ts.',
        },
        {
          selector: "CallExpression[callee.name='setInterval']",
          message: 'Timers belong to the jobs plugin: app.jobs.every(name, intervalMs, run).',
        },
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.value=502]",
          message: 'Refuse with refuse(key, params) from http/errors.ts.',
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*.service', '**/*.service', '*.routes', '**/*.routes'],
              message: 'A repository never calls a service or a route.',
            },
          ],
        },
      ],
    },
  },
);
