/**
 * Taro's H5 button draws its loading spinner from a third-party CDN (storage of jd.com), which fails offline
 * and inside company networks that block it. This loader points that url() at our own copy, served from
 * the app's static folder (config `copy`), for the components' stylesheets only.
 */
const FOREIGN_SPINNER = /https:\/\/img\d*\.360buyimg\.com\/imagetools\/jfs\/t1\/353674\/[^)"']+\.png/g;
const OWN_SPINNER = '/admin-pc/static/button-loading.svg';

module.exports = function ownAssets(source) {
  return source.replace(FOREIGN_SPINNER, OWN_SPINNER);
};
module.exports.OWN_SPINNER = OWN_SPINNER;
