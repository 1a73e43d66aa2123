import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NAMES,
  languageFromNavigator,
  languageFromSearch,
  matchLanguage,
  SUPPORTED_LANGUAGES,
} from './languages';

describe('language selection', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ES_mx', 'es'],
    ['EN', 'en'],
    ['fr-CA', 'fr'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['tr-TR', 'tr'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['it', null],
    ['', null],
    [null, null],
  ])('matchLanguage(%s) = %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('reads the ?lng= override', () => {
    expect(languageFromSearch('?lng=de')).toBe('de');
    expect(languageFromSearch('?theme=dark&lng=es-ES')).toBe('es');
    expect(languageFromSearch('?lng=pt-BR')).toBe('pt-BR');
    expect(languageFromSearch('?lng=xx')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('takes the first shipped language the browser prefers, else en', () => {
    expect(languageFromNavigator(['it-IT', 'fr-FR', 'es-ES'])).toBe('fr');
    expect(languageFromNavigator(['it', 'nl'])).toBe('en');
    expect(languageFromNavigator([])).toBe('en');
  });

  it('names every language in itself for the picker', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(LANGUAGE_NAMES.ja).toBe('日本語');
  });
});
