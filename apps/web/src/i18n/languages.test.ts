import { describe, expect, it } from 'vitest';
import { languageFromNavigator, languageFromSearch, matchLanguage } from './languages';

describe('language selection', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ES_mx', 'es'],
    ['EN', 'en'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('matchLanguage(%s) = %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('reads the ?lng= override', () => {
    expect(languageFromSearch('?lng=de')).toBe('de');
    expect(languageFromSearch('?theme=dark&lng=es-ES')).toBe('es');
    expect(languageFromSearch('?lng=xx')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('takes the first shipped language the browser prefers, else en', () => {
    expect(languageFromNavigator(['fr-FR', 'es-ES', 'de'])).toBe('es');
    expect(languageFromNavigator(['fr', 'it'])).toBe('en');
    expect(languageFromNavigator([])).toBe('en');
  });
});
