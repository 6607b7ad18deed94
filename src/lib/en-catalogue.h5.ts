import type { Catalogue } from '@common/i18n';

/** H5: the English UI catalogue is its own chunk, so zh-Hans users never download it. */
export function loadEnCatalogue(): Promise<Catalogue> {
  return import(/* webpackChunkName: "locale-en" */ '../locales/en').then((m) => m.en);
}
