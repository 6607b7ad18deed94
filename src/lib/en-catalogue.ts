import type { Catalogue } from '@common/i18n';
import { registerMessages } from '@common/messages';
import { en as rules } from '@common/messages.en';
import { en } from '../locales/en';

/** weapp: English ships in the package (mini-programs have no lazy chunks); H5 loads it as a chunk. */
export function loadEnCatalogue(): Promise<Catalogue> {
  registerMessages('en', rules);
  return Promise.resolve({ ...rules, ...en });
}
