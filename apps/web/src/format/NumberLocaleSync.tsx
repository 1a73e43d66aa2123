import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { numberLocaleAtom, useNumberLocale } from './locale';

/** Keeps `numberLocaleAtom` equal to the i18n language; rendered once inside the I18nProvider. */
export function NumberLocaleSync(): null {
  const locale = useNumberLocale();
  const setLocale = useSetAtom(numberLocaleAtom);
  useLayoutEffect(() => {
    setLocale(locale);
  }, [locale, setLocale]);
  return null;
}
