/*
 * The first script of the H5 page, loaded synchronously in <head> (before the first paint). Plain ES5, no
 * module, copied as it is into dist/h5 (config/index.ts `copy`); a file, not an inline script in index.html,
 * so the Content-Security-Policy can say `script-src 'self'` (server/src/plugins/security-headers.ts).
 *
 * 1. Root font size for Taro's rem units (750 design width -> 40px at 750 px). Wide screens (>= 1280 px)
 *    show the content narrowed to 600 px, so they size text for 600 px too.
 * 2. When the server painted a first screen into the page (home, a job), it parks the app's scripts as
 *    `<script type="text/plain" data-src>` (server/src/plugins/h5.ts): they are started here once that
 *    screen is on the glass, so on a slow link the HTML and its stylesheet do not share the bandwidth with
 *    the app's ~125 KB of script before anything shows. A hidden tab paints nothing: it starts them at once.
 * 3. The app removes that first screen once its page is drawn (or 3 s after it started). Should the app
 *    fail to (or its script fail to load), the screen goes 8 s after the app's script has run or failed
 *    (FIRST_SCREEN_SAFETY_MS in common/first-data.ts, which a test ties to the number below): counted
 *    from then, not from the page's start, so on a slow link it stays up while the script downloads
 *    instead of leaving a blank page. A page whose scripts are not parked counts from its load.
 */
(function (w) {
  var doc = w.document;

  function fit() {
    var r = doc.documentElement.getBoundingClientRect();
    var base = r.width >= 1280 ? 600 : Math.min(r.width || r.height, r.height || r.width);
    var size = (40 * base) / 750;
    doc.documentElement.style.fontSize = (size >= 40 ? 40 : size <= 20 ? 20 : size) + 'px';
  }
  w.addEventListener('resize', function () {
    fit();
    setTimeout(fit, 500);
  });
  fit();

  function dropFirstScreenLater() {
    setTimeout(function () {
      var screen = doc.getElementById('first-screen');
      if (screen) screen.parentNode.removeChild(screen);
    }, 8000);
  }

  function startParkedScripts() {
    var parked = doc.querySelectorAll('script[data-src]');
    for (var i = 0; i < parked.length; i++) {
      var script = doc.createElement('script');
      script.src = parked[i].getAttribute('data-src');
      // In order, as the deferred scripts they stand for.
      script.async = false;
      if (i === parked.length - 1) script.onload = script.onerror = dropFirstScreenLater;
      doc.head.appendChild(script);
    }
  }
  doc.addEventListener('DOMContentLoaded', function () {
    if (!doc.querySelector('script[data-src]')) {
      // Nothing parked: the page's scripts are its own, and the load event waits for them.
      if (doc.getElementById('first-screen')) w.addEventListener('load', dropFirstScreenLater);
      return;
    }
    if (doc.visibilityState === 'hidden') return startParkedScripts();
    // The callback runs just before the next frame is painted; the timeout, right after it.
    w.requestAnimationFrame(function () {
      setTimeout(startParkedScripts, 0);
    });
  });
})(window);
