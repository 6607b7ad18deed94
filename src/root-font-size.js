/*
 * Root font size for Taro's rem units (750 design width -> 40px at 750 px). Wide screens (>= 1280 px) show
 * the content narrowed to 600 px, so they size text for 600 px too.
 * A file, not an inline script in index.html, so the Content-Security-Policy can say `script-src 'self'`
 * (server/src/plugins/security-headers.ts). Loaded synchronously in <head>: it runs before the first paint.
 * Copied as it is into dist/h5 (config/index.ts `copy`); plain ES5, no module.
 */
(function (w) {
  function fit() {
    var r = w.document.documentElement.getBoundingClientRect();
    var base = r.width >= 1280 ? 600 : Math.min(r.width || r.height, r.height || r.width);
    var size = (40 * base) / 750;
    w.document.documentElement.style.fontSize = (size >= 40 ? 40 : size <= 20 ? 20 : size) + 'px';
  }
  w.addEventListener('resize', function () {
    fit();
    setTimeout(fit, 500);
  });
  fit();
})(window);
