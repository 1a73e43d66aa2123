import { DexError } from '@dex/primitives';
import type { Language } from './languages';
import type { Messages } from './translate';

export type LocaleLoader = (language: Language) => Promise<Messages>;

/** A locale file could not be fetched or is not a flat map of strings. */
export class LocaleLoadError extends DexError {
  constructor(message: string) {
    super('web/locale-load', message);
  }
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * Fetches `{baseUrl}{language}.json` on demand. The base URL should be absolute to the app (Vite's
 * BASE_URL), not to the current page, so that deep routes such as /pool/v2 find the files too.
 * @spec 000 §7.11 Locale files
 */
export function createFetchLocaleLoader(fetchFn: typeof fetch, baseUrl: string): LocaleLoader {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async (language) => {
    const url = `${base}${language}.json`;
    const response = await fetchFn(url, { headers: { accept: 'application/json' } });
    if (!response.ok)
      throw new LocaleLoadError(`${url}: ${response.status} ${response.statusText}`);
    const body: unknown = await response.json();
    if (!isMessages(body)) throw new LocaleLoadError(`${url}: not a flat map of strings`);
    return body;
  };
}
