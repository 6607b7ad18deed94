/**
 * One jest run, five projects. `npm test` (scripts/test.mjs) runs them all in order:
 * common rules, app code (request layer, stores, pages), server routes, the weapp build at run time,
 * and end to end in Chromium. Fast node projects use swc; the app project uses Taro's babel preset.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
// jose 6 and cookie 2 (under fastify's inject) ship ESM only: let swc transform them for jest.
const esmPackages = ['/node_modules/(?!(jose|cookie)/)'];
const moduleNameMapper = {
  '^@common/(.*)$': '<rootDir>/common/$1',
  '^@/(.*)$': '<rootDir>/src/$1',
};

module.exports = {
  // A server suite starts the real server on a new database: migrations and the demo data take 2-3 s on
  // an idle host, and more than jest's 5 s default (which hooks share) on a busy CI host. (A global
  // option: jest ignores it in a project.)
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'common',
      testEnvironment: 'node',
      roots: ['<rootDir>/common'],
      transform: { '^.+\\.[tj]sx?$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/server/test/setup.ts'],
      transformIgnorePatterns: esmPackages,
      roots: ['<rootDir>/server'],
      transform: { '^.+\\.[tj]sx?$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'app',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      setupFiles: ['<rootDir>/test/app/setup.js'],
      transform: { '^.+\\.m?[tj]sx?$': ['babel-jest', { configFile: './babel.config.js' }] },
      transformIgnorePatterns: [
        '/node_modules/(?!(@tarojs|@nutui|@babel/runtime|@stencil|swiper|ssr-window|dom7|query-string|decode-uri-component|filter-obj|split-on-first|\\.pnpm|tslib)/)',
      ],
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css|scss|sass|less)$': '<rootDir>/test/app/style-stub.js',
        // As the H5 build does (and @tarojs/test-utils-react's own jest config): the React components.
        '^@tarojs/components$': '@tarojs/components/lib/react/index',
      },
      globals: {
        ENABLE_INNER_HTML: true,
        ENABLE_ADJACENT_HTML: true,
        ENABLE_CLONE_NODE: true,
        ENABLE_CONTAINS: true,
        ENABLE_SIZE_APIS: true,
        ENABLE_TEMPLATE_CONTENT: true,
        ENABLE_MUTATION_OBSERVER: true,
        DEPRECATED_ADAPTER_COMPONENT: false,
        __TARO_FRAMEWORK__: 'react',
      },
    },
    {
      displayName: 'weapp',
      testEnvironment: 'node',
      transformIgnorePatterns: esmPackages,
      roots: ['<rootDir>/test/weapp'],
      transform: { '^.+\\.[tj]sx?$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transformIgnorePatterns: esmPackages,
      roots: ['<rootDir>/test/e2e'],
      transform: { '^.+\\.[tj]sx?$': swc },
      moduleNameMapper,
    },
  ],
};
