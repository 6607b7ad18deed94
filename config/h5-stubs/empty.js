// Polyfills Taro's H5 runtime imports for browsers older than the app supports (browserslist in
// package.json: fetch and AbortController are native in all of them): nothing to load.
export {};
