import type { Catalogue } from '@common/i18n';
import { en } from '../locales/en';

/** weapp: the English UI catalogue ships in the package (mini-programs have no lazy chunks). */
export function loadEnCatalogue(): Promise<Catalogue> {
  return Promise.resolve(en);
}
