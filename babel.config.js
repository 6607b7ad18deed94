// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// No polyfill injection: the targets (package.json browserslist: Chrome 70+, iOS 12+, WeChat's WebView)
// run ES2017 natively, and core-js-pure added ~40 KB gzip to the H5 first page.
// NutUI is imported per component (babel-plugin-import) so only what a page uses is bundled.
// Each use of an API endpoint (src/api/<domain>) becomes its text, so a page carries only its own calls
// (config/babel-inline-endpoints.js). On H5 a tappable View/Text/Image is announced as a button and reachable
// by keyboard (config/babel-h5-tap-roles.js).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
  plugins: [
    './config/babel-inline-endpoints.js',
    './config/babel-h5-tap-roles.js',
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        customStyle: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
};
