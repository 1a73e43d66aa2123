import { plainJsonFormat } from '@dex/primitives';
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { atomWithPersistence } from '../state/storage';
import { LANGUAGE_QUERY_PARAM, type Language, SUPPORTED_LANGUAGES } from './languages';

/** The last `?lng=` seen, so the choice survives navigation to URLs without it (this session). */
export const languageOverrideAtom = atom<Language | null>(null);

export const CHOSEN_LANGUAGE_STORAGE_KEY = 'dex.user.language';

const isLanguageOrNull = (value: unknown): value is Language | null =>
  value === null || SUPPORTED_LANGUAGES.includes(value as Language);

/** The language picked in the menu, kept across visits; null follows the browser. */
export const chosenLanguageAtom = atomWithPersistence<Language | null>(
  CHOSEN_LANGUAGE_STORAGE_KEY,
  null,
  plainJsonFormat(isLanguageOrNull),
);

/**
 * Picks a language from the menu: remembered, shown at once, and written into a `?lng=` the URL
 * already has (which would otherwise win over the choice).
 */
export function useChooseLanguage(): (language: Language) => void {
  const setChosen = useSetAtom(chosenLanguageAtom);
  const setOverride = useSetAtom(languageOverrideAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  return useCallback(
    (language) => {
      setChosen(language);
      setOverride(language);
      if (searchParams.has(LANGUAGE_QUERY_PARAM))
        setSearchParams(
          (params) => {
            params.set(LANGUAGE_QUERY_PARAM, language);
            return params;
          },
          { replace: true },
        );
    },
    [setChosen, setOverride, searchParams, setSearchParams],
  );
}
