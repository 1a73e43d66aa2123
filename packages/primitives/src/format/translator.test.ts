import { describe, expect, it } from 'vitest';
import { createTranslator, matchLanguage } from './translator';

describe('createTranslator', () => {
  it('uses the language, then the fallback, then the key', () => {
    const t = createTranslator(
      { 'nav.swap': 'Tauschen' },
      { 'nav.swap': 'Swap', 'nav.pool': 'Pool' },
      'de',
    );
    expect(t('nav.swap')).toBe('Tauschen');
    expect(t('nav.pool')).toBe('Pool');
    expect(t('nav.vote')).toBe('nav.vote');
  });

  it('fills arguments and leaves unknown ones visible', () => {
    const t = createTranslator(
      { 'wallet.pending': '{count} Pending', 'app.pageTitle': 'Hi {page}' },
      {},
    );
    expect(t('wallet.pending', { count: 3 })).toBe('3 Pending');
    expect(t('app.pageTitle', { other: 1 })).toBe('Hi {page}');
  });

  it('writes plurals with the rules of the language each text is in', () => {
    const en = { 'tokens.tokenCount': '{count, plural, one {# token} other {# tokens}}' };
    const fr = {
      'tokens.tokenCount': '{count, plural, one {# jeton} many {# de jetons} other {# jetons}}',
    };
    const french = createTranslator(fr, en, 'fr');
    // French: 0 and 1 are "one"; a million takes "de".
    expect([0, 1, 2].map((count) => french('tokens.tokenCount', { count }))).toEqual([
      '0 jeton',
      '1 jeton',
      '2 jetons',
    ]);
    expect(french('tokens.tokenCount', { count: 1_000_000 }).replace(/\s/g, ' ')).toBe(
      '1 000 000 de jetons',
    );
    // Japanese shows the English fallback with English rules, so not "1 tokens".
    expect(createTranslator({}, en, 'ja')('tokens.tokenCount', { count: 1 })).toBe('1 token');
  });

  it('shows a text that does not parse as it is', () => {
    const t = createTranslator({ 'wallet.pending': '{count Pending' }, {});
    expect(t('wallet.pending', { count: 1 })).toBe('{count Pending');
  });
});

describe('matchLanguage', () => {
  const supported = ['en', 'de', 'pt-BR', 'zh-CN'] as const;
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['EN', 'en'],
    ['zh_cn', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['pt-PT', 'pt-BR'],
    [' pt-br ', 'pt-BR'],
    ['it', null],
    ['', null],
    [undefined, null],
  ])('matchLanguage(%s) = %s', (tag, expected) => {
    expect(matchLanguage(tag, supported)).toBe(expected);
  });
});
