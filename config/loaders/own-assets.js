/**
 * Taro's H5 button draws its loading spinner from a third-party CDN (storage of jd.com), which fails offline
 * and inside company networks that block it. This loader takes that url() out of the components'
 * stylesheet; src/app.scss draws the spinner from our own src/assets/button-loading.svg instead.
 */
const FOREIGN_SPINNER =
  /url\(\s*["']?https:\/\/img\d*\.360buyimg\.com\/imagetools\/jfs\/t1\/353674\/[^)"']+\.png["']?\s*\)/g;

module.exports = function ownAssets(source) {
  return source.replace(FOREIGN_SPINNER, 'none');
};
