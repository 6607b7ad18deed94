/*
 * The guard's checks inside the page (test/e2e/guard.e2e.test.ts), a plain script added to each page with
 * `page.addScriptTag({ path })`: it defines `window.__guard`. Plain ES2019 and no imports, so that it runs in
 * the page exactly as written (a function passed to `page.evaluate` would be the test's compiled code).
 *
 * Every answer is a list of findings `{ check, selector, detail }`; a finding names the element the way a
 * person finds it in the source (test id, classes, a few ancestors) and the numbers that broke the rule.
 */
/* global innerWidth, getComputedStyle, NodeFilter, URLSearchParams, location, localStorage */
(function () {
  'use strict';

  var TOLERANCE = 0.5;
  /** Roles that announce an element as something to press or choose. */
  var ACTIONABLE_ROLES = ['button', 'link', 'tab', 'checkbox', 'switch', 'radio', 'option', 'menuitem'];
  var NATIVE_ACTIONABLE = ['BUTTON', 'A', 'INPUT', 'LABEL', 'SELECT', 'TEXTAREA', 'SUMMARY'];

  function round(n) {
    return Math.round(n * 10) / 10;
  }

  /** Rendered and not hidden by CSS (display, visibility, content-visibility, zero opacity). */
  function shown(el) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  }

  /** A readable name for a person looking for the element: tag, test id, classes, then up to 3 ancestors. */
  function describe(el) {
    var parts = [];
    var node = el;
    for (var depth = 0; node && node !== document.body && depth < 4; depth++) {
      parts.unshift(label(node));
      if (node.getAttribute('data-testid') || node.id) break;
      node = node.parentElement;
    }
    return parts.join(' > ');
  }

  function label(el) {
    var text = el.tagName.toLowerCase();
    var testId = el.getAttribute('data-testid');
    if (testId) return text + '[data-testid="' + testId + '"]';
    if (el.id && !/^_?[a-z]?\d/.test(el.id)) return text + '#' + el.id;
    var classes = (typeof el.className === 'string' ? el.className : '')
      .split(/\s+/)
      .filter(function (c) {
        return c && !/^(taro-|weui-|hydrated$)/.test(c);
      })
      .slice(0, 2);
    return text + (classes.length ? '.' + classes.join('.') : '');
  }

  /** The document and the page's own frame (Taro's router and page, the shell): edges of the screen, not boxes. */
  function isRoot(el) {
    return (
      el === document.documentElement ||
      el === document.body ||
      el.id === 'app' ||
      el.classList.contains('taro_router') ||
      el.classList.contains('taro_page') ||
      el.classList.contains('page-shell')
    );
  }

  /** The right edge a page's content must keep within: the viewport, or the narrowed column on wide screens. */
  function rightEdge(el) {
    var page = el.closest('.taro_page');
    var edge = innerWidth;
    if (page) edge = Math.min(edge, page.getBoundingClientRect().right);
    return edge;
  }

  /** A container that scrolls sideways (or a swiper, which pages sideways): what lies beyond its edge is reachable. */
  function horizontalScroller(el) {
    for (var node = el.parentElement; node && !isRoot(node); node = node.parentElement) {
      var style = getComputedStyle(node);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && node.scrollWidth > node.clientWidth) {
        return node;
      }
      if (/swiper/i.test(node.tagName) || /(^|\s)swiper(-wrapper)?(\s|$)/.test(node.className)) return node;
    }
    return null;
  }

  /** The nearest ancestor inside the edge that cuts off what overflows it sideways. */
  function narrowClipper(el, edge) {
    for (var node = el.parentElement; node && !isRoot(node); node = node.parentElement) {
      var style = getComputedStyle(node);
      if (style.overflowX !== 'visible') {
        var r = node.getBoundingClientRect();
        if (r.right < edge - TOLERANCE) return node;
      }
    }
    return null;
  }

  /**
   * Elements that reach past the viewport's right edge (on a wide screen: the page's narrowed column). Not counted: anything wholly beyond the edge (a drawer
   * parked off screen), inside a sideways scroller or swiper, or cut off by a narrower ancestor (then the text
   * check sees a clipped text). Only the outermost element of a failing chain is reported.
   */
  function overflowRight() {
    var findings = [];
    var failing = new Set();
    var all = document.body.querySelectorAll('*');
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      var r = el.getBoundingClientRect();
      if (r.right <= innerWidth + TOLERANCE && r.right <= rightEdge(el) + TOLERANCE) continue;
      var edge = rightEdge(el);
      if (r.left >= edge || r.width === 0 || r.height === 0) continue;
      if (!shown(el) || horizontalScroller(el) || narrowClipper(el, edge)) continue;
      failing.add(el);
      if (el.parentElement && failing.has(el.parentElement)) continue;
      findings.push({
        check: 'overflow-right',
        selector: describe(el),
        detail:
          'right ' +
          round(r.right) +
          ' > ' +
          (edge < innerWidth ? 'page column ' + round(edge) : 'viewport ' + innerWidth) +
          ' (by ' +
          round(r.right - edge) +
          ' px)',
      });
    }
    return findings;
  }

  function intendedEllipsis(el) {
    for (var node = el; node && !isRoot(node); node = node.parentElement) {
      var style = getComputedStyle(node);
      if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') return true;
      if (style.webkitLineClamp && style.webkitLineClamp !== 'none') return true;
      if (style.display !== 'inline') break;
    }
    return false;
  }

  /** Texts under the body, with the element that holds each. */
  function textNodes() {
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var out = [];
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var parent = node.parentElement;
      if (!parent || !node.nodeValue.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
      out.push(node);
    }
    return out;
  }

  /**
   * A text is clipped when part of it (not all: a text wholly outside is hidden on purpose, e.g. a parked slide)
   * lies beyond an ancestor that cuts off overflow without scrolling, and no ellipsis says there is more.
   * Sideways: 1 px of slack; up and down: 30% of the font size, as a line's box is taller than its glyphs.
   */
  function clippedTexts() {
    var findings = [];
    var seen = new Set();
    var nodes = textNodes();
    for (var i = 0; i < nodes.length; i++) {
      var parent = nodes[i].parentElement;
      if (seen.has(parent) || !shown(parent)) continue;
      var range = document.createRange();
      range.selectNodeContents(nodes[i]);
      var t = range.getBoundingClientRect();
      if (t.width === 0 || t.height === 0) continue;
      var fontSize = parseFloat(getComputedStyle(parent).fontSize) || 16;
      for (var node = parent; node && !isRoot(node); node = node.parentElement) {
        var style = getComputedStyle(node);
        var clipX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        var clipY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipX && !clipY) continue;
        var b = node.getBoundingClientRect();
        var inside = t.right > b.left && t.left < b.right && t.bottom > b.top && t.top < b.bottom;
        if (!inside) break;
        var cutX = clipX ? Math.max(b.left - t.left, t.right - b.right) : 0;
        var cutY = clipY ? Math.max(b.top - t.top, t.bottom - b.bottom) : 0;
        if ((cutX > 1 || cutY > 0.3 * fontSize) && !intendedEllipsis(parent)) {
          seen.add(parent);
          var text = nodes[i].nodeValue.trim();
          findings.push({
            check: 'clipped-text',
            selector: describe(parent),
            detail:
              '"' +
              (text.length > 30 ? text.slice(0, 30) + '…' : text) +
              '" cut by ' +
              (cutX > 1 ? round(cutX) + ' px sideways' : round(cutY) + ' px up/down') +
              (node === parent ? ' by its own box' : ' by ' + describe(node)) +
              ' (no ellipsis)',
          });
          break;
        }
      }
    }
    return findings;
  }

  /**
   * Every visible text of the page, and the texts of attributes a person reads or hears (placeholder, label,
   * title, alt), with the element holding each.
   */
  function visibleTexts() {
    var out = [];
    var nodes = textNodes();
    for (var i = 0; i < nodes.length; i++) {
      if (shown(nodes[i].parentElement)) out.push({ el: nodes[i].parentElement, text: nodes[i].nodeValue.trim() });
    }
    var attributed = document.body.querySelectorAll('[placeholder],[aria-label],[title],img[alt]');
    for (var j = 0; j < attributed.length; j++) {
      var el = attributed[j];
      if (!shown(el) && !(el.parentElement && shown(el.parentElement))) continue;
      ['placeholder', 'aria-label', 'title', 'alt'].forEach(function (name) {
        var value = el.getAttribute(name);
        if (value && value.trim()) out.push({ el: el, text: value.trim(), attribute: name });
      });
    }
    return out;
  }

  var KEY = /(^|[^\w./@:-])([a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z_][\w/-]*)+)(?![\w.@/-])/;
  var FILE_OR_HOST = /\.(com|cn|net|org|io|pdf|png|jpe?g|gif|webp|docx?|xlsx?|csv|zip|txt)$/i;
  var HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
  var LATIN_WORD = /[A-Za-z]{2,}/g;

  /**
   * Texts that are not the page's language. `data` holds every string the page received from the server or
   * kept in storage (the user's data, e.g. the demo's Chinese companies): those parts of a text are removed
   * first, so what is left is the UI's own wording. `allowedLatin` are the Latin words a Chinese UI writes as
   * they are (the product's terms), `allowedHan` the Chinese an English UI shows on purpose.
   */
  function wrongLanguage(options) {
    // The page's own address carries data too (a place's name and address on /open-location).
    var query = [];
    new URLSearchParams(location.search).forEach(function (value) {
      query.push(value.trim());
    });
    var data = options.data
      .concat(query)
      .filter(function (s) {
        return s.length >= 2 || HAN.test(s);
      })
      .sort(function (a, b) {
        return b.length - a.length;
      });
    var findings = [];
    var seen = new Set();
    var uiLang = options.locale === 'en' ? 'en' : 'zh';
    var pageLang = document.documentElement.lang || '';
    if (pageLang.slice(0, 2) !== uiLang) {
      findings.push({
        check: 'language',
        selector: 'html',
        detail: 'lang="' + pageLang + '" while the UI is in ' + options.locale,
      });
    }
    var texts = visibleTexts();
    for (var i = 0; i < texts.length; i++) {
      var item = texts[i];
      // A part the markup says is in another language (a Chinese contract in the English UI) is that language.
      var marked = item.el.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.lang.slice(0, 2) !== uiLang) continue;
      // A whole text that is part of a received string (a company's initial, one paragraph of a document) is
      // data as well.
      var whole = item.text;
      if (
        data.some(function (d) {
          return d.indexOf(whole) >= 0;
        })
      ) {
        continue;
      }
      // Addresses and e-mail addresses are written in Latin letters in any language.
      var rest = item.text.replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
      for (var k = 0; k < data.length && rest; k++) {
        if (rest.indexOf(data[k]) >= 0) rest = rest.split(data[k]).join(' ');
      }
      var problem = '';
      var key = KEY.exec(rest);
      if (key && !FILE_OR_HOST.test(key[2])) problem = 'raw message key "' + key[2] + '"';
      else if (options.locale === 'en' && HAN.test(rest)) {
        var han = rest.match(/[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g).filter(function (w) {
          return options.allowedHan.indexOf(w) < 0;
        });
        if (han.length) problem = 'Chinese in the English UI: "' + han.join(' ') + '"';
      } else if (options.locale === 'zh-Hans') {
        var words = (rest.match(LATIN_WORD) || []).filter(function (w) {
          return options.allowedLatin.indexOf(w) < 0;
        });
        if (words.length) problem = 'English in the Chinese UI: "' + words.join(' ') + '"';
      }
      if (!problem) continue;
      var selector = describe(item.el) + (item.attribute ? '@' + item.attribute : '');
      var id = selector + problem;
      if (seen.has(id)) continue;
      seen.add(id);
      findings.push({
        check: 'language',
        selector: selector,
        detail: problem + ' in "' + (item.text.length > 40 ? item.text.slice(0, 40) + '…' : item.text) + '"',
      });
    }
    return findings;
  }

  function reactProps(el) {
    for (var key in el) {
      if (key.indexOf('__reactProps$') === 0) return el[key];
    }
    return undefined;
  }

  /** A handler that only stops the event from reaching the element beneath (a dialog's body) is no action. */
  function onlyStopsPropagation(handler) {
    var source = String(handler).replace(/\s+/g, '');
    return /^(function\w*)?\(?(\w+)\)?(=>)?\{?(return)?\w+\.stopPropagation\(\);?\}?$/.test(source);
  }

  function isKeyboardControl(node) {
    var announced =
      NATIVE_ACTIONABLE.indexOf(node.tagName) >= 0 || ACTIONABLE_ROLES.indexOf(node.getAttribute('role')) >= 0;
    return announced && node.tabIndex >= 0;
  }

  function keyboardControlAround(el) {
    for (var node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (isKeyboardControl(node)) return true;
    }
    return false;
  }

  function keyboardControlInside(el) {
    var inside = el.querySelectorAll('[role],a,button,input,select,textarea');
    for (var i = 0; i < inside.length; i++) {
      if (isKeyboardControl(inside[i]) && shown(inside[i])) return true;
    }
    return false;
  }

  /**
   * Elements React gave a tap handler that a screen reader would not announce as something to press, or that
   * a keyboard cannot reach. A pointer shortcut marked `role="presentation"` passes inside or around such a
   * control (a card whose title is the link; a company line inside a card's button). An element hidden from assistive technology (aria-hidden, e.g. a backdrop whose
   * dialog has its own close button) is left out.
   */
  function unannouncedTaps() {
    var findings = [];
    var all = document.body.querySelectorAll('*');
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      var props = reactProps(el);
      if (!props) continue;
      var handler = props.onClick || props.onTap;
      if (!handler || onlyStopsPropagation(handler) || !shown(el) || el.closest('[aria-hidden="true"]')) continue;
      var role = el.getAttribute('role');
      var native = NATIVE_ACTIONABLE.indexOf(el.tagName) >= 0;
      var announced = native || (role && ACTIONABLE_ROLES.indexOf(role) >= 0);
      var focusable = el.tabIndex >= 0 && !el.hasAttribute('disabled');
      if (announced && (focusable || el.getAttribute('aria-disabled') === 'true' || el.tagName === 'LABEL')) continue;
      // A pointer shortcut says it is no control itself (role presentation) and sits around or inside a control
      // the keyboard reaches: a card that opens on a tap anywhere with its title as the link, or a company line
      // inside a card's button (a card is no button around buttons).
      if ((role === 'presentation' || role === 'none') && (keyboardControlInside(el) || keyboardControlAround(el))) {
        continue;
      }
      findings.push({
        check: 'tap-not-button',
        selector: describe(el),
        detail:
          (announced ? '' : 'no button role (role=' + (role || 'none') + ')') +
          (announced || focusable ? '' : ', ') +
          (focusable ? '' : 'not keyboard-focusable (tabIndex ' + el.tabIndex + ')'),
      });
    }
    return findings;
  }

  /** The shape of what is visible (tags, classes, texts): two screens with the same print look the same. */
  function fingerprint() {
    var parts = [];
    var all = document.body.querySelectorAll('*');
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      if (!shown(el)) continue;
      var own = '';
      for (var c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) own += c.nodeValue.trim();
      parts.push(el.tagName + '.' + el.className + ':' + own);
    }
    return parts.join('|');
  }

  /** Strings kept in storage (a session's user, cached lists): shown data that need not come from a response. */
  function storedStrings() {
    var out = [];
    for (var i = 0; i < localStorage.length; i++) {
      var value = localStorage.getItem(localStorage.key(i));
      try {
        out.push(JSON.parse(value));
      } catch {
        out.push(value);
      }
    }
    var first = document.getElementById('first-data');
    if (first) {
      try {
        out.push(JSON.parse(first.textContent));
      } catch {
        // not JSON: nothing of it is shown as data
      }
    }
    return out;
  }

  window.__guard = {
    layout: function () {
      return overflowRight().concat(clippedTexts());
    },
    language: wrongLanguage,
    taps: unannouncedTaps,
    fingerprint: fingerprint,
    storedStrings: storedStrings,
  };
})();
