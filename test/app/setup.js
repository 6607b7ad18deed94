// Page and component tests run the H5 flavour of Taro in jsdom; load @tarojs/taro before the router.
process.env.TARO_ENV = process.env.TARO_ENV || 'h5';
process.env.TARO_PLATFORM = process.env.TARO_PLATFORM || 'web';
