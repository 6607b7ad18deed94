import path from 'node:path';
import webpack from 'webpack';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import devConfig from './dev';
import prodConfig from './prod';

/**
 * The spec's system pages (common/routes SYSTEM_ROUTES) keep their own H5 paths. Written here because Taro's
 * config loader does not compile TypeScript outside config/; the Chromium tests open both paths.
 */
const SYSTEM_PATHS = {
  '/pages/system/choose-location': '/choose-location',
  '/pages/system/open-location': '/open-location',
};

/**
 * common/ runs nothing when it is imported (its rule: schemas, rules, texts and constants), so the bundler may
 * leave out a common module whose exports nobody uses. Without saying so, importing one schema from
 * common/resume.ts brought common/positions.ts into every screen of the resume, only because a call
 * descriptor (dropped, being pure) named one of its schemas.
 */
function commonHasNoSideEffects(chain: { module: { rule(name: string): ChainRule } }, commonDir: string): void {
  chain.module.rule('common-has-no-side-effects').include.add(commonDir).end().set('sideEffects', false);
}
interface ChainRule {
  include: { add(path: string): { end(): { set(key: string, value: unknown): unknown } } };
}

/**
 * Taro build configuration for both targets.
 * - weapp: output dist/weapp, opened by WeChat DevTools through project.config.json at the repo root.
 * - h5: output dist/h5, served by the API server under /admin-pc/ in history mode.
 * NutUI components are written for a 375 design width; our own styles use 750 (Taro's default).
 */
export default defineConfig<'webpack5'>(async (merge) => {
  const isH5 = process.env.TARO_ENV === 'h5';
  const commonDir = path.resolve(__dirname, '..', 'common');
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'jobmarket',
    date: '2026-11-22',
    designWidth(input) {
      const file = (input as { file?: string } | undefined)?.file ?? '';
      if (file.replace(/\\+/g, '/').includes('@nutui')) return 375;
      return 750;
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: isH5 ? 'dist/h5' : 'dist/weapp',
    plugins: [],
    // The API base URL is baked in at build time (README: configuration). Empty means the default:
    // same-origin /api on H5, http://localhost:8080/api on weapp.
    defineConstants: {
      'process.env.TARO_APP_API_BASE': JSON.stringify(process.env.TARO_APP_API_BASE ?? ''),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@common': path.resolve(__dirname, '..', 'common'),
    },
    // H5: src/boot.js, the first script index.html loads (root font size, parked scripts, the first screen's
    // safety removal); a file, since the Content-Security-Policy allows no inline script.
    copy: {
      patterns: isH5 ? [{ from: 'src/boot.js', to: 'dist/h5/boot.js' }] : [],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    sass: { data: '' },
    // weapp: Taro's terser writes every non-ASCII character as \uXXXX (six bytes where UTF-8 takes three),
    // which the mini-program does not need: WeChat reads code files as UTF-8. Our Chinese texts then cost
    // half as much of the 500 KB main package (docs/decisions.md). H5 keeps Taro's defaults.
    ...(isH5 ? {} : { terser: { enable: true, config: { output: { ascii_only: false } } } }),
    mini: {
      // common/ sits outside src/: it must go through the same TypeScript/babel loaders.
      compile: { include: [commonDir] },
      webpackChain(chain) {
        commonHasNoSideEffects(chain, commonDir);
      },
      postcss: {
        pxtransform: { enable: true, config: { selectorBlackList: ['nut-'] } },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
      optimizeMainPackage: { enable: true },
    },
    h5: {
      compile: { include: [commonDir] },
      // React implementations of Taro's components instead of the Stencil web components: about 150 KB
      // less JavaScript on the first page and no custom-element upgrade pass (Lighthouse TBT).
      useHtmlComponents: true,
      // Taro splits only initial chunks: every lazily loaded page would carry its own copy of what pages
      // share (the page shell, zod, forms). Splitting async chunks too puts those in shared chunks.
      webpackChain(chain) {
        // H5_SOURCEMAP=1: source maps for bundle analysis (what the first page loads and why).
        if (process.env.H5_SOURCEMAP === '1') chain.devtool('source-map');
        chain.optimization.splitChunks({ ...chain.optimization.get('splitChunks'), chunks: 'all', minSize: 20000 });
        commonHasNoSideEffects(chain, commonDir);
        // What the first page would load for nothing (see each stub's comment): about 24 KB gzip.
        const stub = (name: string) => path.resolve(__dirname, 'h5-stubs', name);
        // Only for Taro's router and H5 APIs: the React wrappers of other components (Textarea, Switch…)
        // still define their web components from the real module, in the chunks of the pages using them.
        chain.plugin('taro-web-components-stub').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/components\/dist\/components$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/[\\/]@tarojs[\\/](router|taro-h5)[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = stub('taro-web-components.js');
            }
          },
        ]);
        chain.resolve.alias
          .set('whatwg-fetch$', stub('empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', stub('empty.js'))
          .set('jsonp-retry$', stub('jsonp-retry.js'));
        // Spec section 9: chunk load timeout 120 s.
        chain.output.chunkLoadTimeout(120000);
        // pdf.js (the 附件简历 preview's own lazy chunk, webpackChunkName "pdfjs") comes minified already; Taro's
        // terser (quote_keys) would write its private methods `#x` as `#"x"`, which no browser parses.
        const minimizers = (chain.optimization as unknown as { minimizers: Map<string, unknown> }).minimizers;
        if (minimizers.has('terserPlugin')) {
          chain.optimization
            .minimizer('terserPlugin')
            .tap((args: Array<Record<string, unknown>>) => [{ ...args[0], exclude: /(^|\/)pdfjs\./ }]);
        }
        // No asset from a third-party host: Taro's button spinner comes from our build (config/loaders).
        chain.module
          .rule('own-assets')
          .test(/\.css$/)
          .include.add(/@tarojs[\\/]components-react/)
          .end()
          .enforce('pre')
          .use('own-assets')
          .loader(path.resolve(__dirname, 'loaders', 'own-assets.js'));
      },
      publicPath: '/admin-pc/',
      staticDirectory: 'static',
      // The spec's system pages keep their own paths (/choose-location, /open-location).
      router: { mode: 'browser', basename: '/admin-pc', customRoutes: SYSTEM_PATHS },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { selectorBlackList: ['nut-'] } },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
    },
  };
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig);
  return merge({}, baseConfig, prodConfig);
});
