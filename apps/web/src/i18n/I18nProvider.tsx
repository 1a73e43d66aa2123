// The app's translations: ui-kit's provider and hook over this build's languages and message keys
// (public/locales/en.json is the source of truth), English the fallback.
import {
  I18nProvider as KitI18nProvider,
  type I18nProviderProps as KitProps,
  useI18n,
} from '@dex/ui-kit';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import type { MessageKey } from './translate';

export type I18nProviderProps = KitProps<Language>;

/** Loads the language's messages and the fallback's, then renders its children with a translator. */
export function I18nProvider(props: I18nProviderProps) {
  return <KitI18nProvider {...props} fallbackLanguage={FALLBACK_LANGUAGE} />;
}

/** The current language and its translator; only inside an I18nProvider. */
export const useTranslation = () => useI18n<Language, MessageKey>();
