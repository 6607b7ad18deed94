import type { UserConfigExport } from '@tarojs/cli';

export default {
  mini: {},
  h5: {
    // Keep the first page small: vendors split so that page chunks load lazily.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>;
