import type { Catalogue } from '@common/i18n';
import { registerMessages } from '@common/messages';

/**
 * H5: English is its own chunk (the app's UI strings and the shared rule messages), so zh-Hans users
 * never download it. The rule messages are registered with common/ too, so `issuesToFieldErrors` and
 * every other shared translation speak English once it has arrived.
 */
export async function loadEnCatalogue(): Promise<Catalogue> {
  const [ui, rules] = await Promise.all([
    import(/* webpackChunkName: "locale-en" */ '../locales/en'),
    import(/* webpackChunkName: "locale-en" */ '@common/messages.en'),
  ]);
  registerMessages('en', rules.en);
  return { ...rules.en, ...ui.en };
}
