// The reader's number locale. How numbers are written lives in @dex/primitives (format/), which
// takes the locale as an argument; the app supplies it from the active UI language.
import { atom, type PrimitiveAtom } from 'jotai';
import { useTranslation } from '../i18n';

/**
 * The active UI language as a BCP 47 locale for number formatting, for atoms. The app keeps it
 * equal to the language whose texts are shown (App's I18nProvider `onLanguage`); English until
 * the first language has loaded.
 */
export const numberLocaleAtom: PrimitiveAtom<string> = atom('en');

/** The active UI language as a BCP 47 locale for number formatting (from the i18n state). */
export function useNumberLocale(): string {
  return useTranslation().language;
}
