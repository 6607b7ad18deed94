// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// NutUI is imported per component (babel-plugin-import) so only what a page uses is bundled.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: process.env.TARO_ENV === 'h5' ? 'usage' : false }]],
  plugins: [
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
