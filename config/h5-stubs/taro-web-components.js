// Stands in for @tarojs/components/dist/components (Taro's Stencil web components) where Taro's router and
// H5 APIs import it (config/index.ts), in the H5 build.
// The app renders Taro's React components (useHtmlComponents), draws its own tab bar (tabBar.custom on H5),
// pulls to refresh with the React component, and previews images with src/lib/platform/preview-image.h5.ts,
// so the only callers left are Taro's router and H5 APIs defining elements they never show. Without this,
// the first page loads the Stencil runtime, the tab bar element and its CSS (about 14 KB gzip).
export function defineCustomElementTaroTabbar() {}
export function defineCustomElementTaroSwiperCore() {}
export function defineCustomElementTaroSwiperItemCore() {}
export function defineCustomElementTaroPullToRefreshCore() {}
