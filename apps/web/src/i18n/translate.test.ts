import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translate';

describe('interpolate', () => {
  it('fills {{name}} placeholders, with or without spaces', () => {
    expect(interpolate('{{count}} Pending', { count: 3 })).toBe('3 Pending');
    expect(interpolate('{{ a }} and {{b}}', { a: 'x', b: 'y' })).toBe('x and y');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Hi {{name}}', { other: 1 })).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}')).toBe('Hi {{name}}');
  });
});

describe('createTranslator', () => {
  it('uses the language, then the fallback, then the key', () => {
    const t = createTranslator(
      { 'nav.swap': 'Tauschen' },
      { 'nav.swap': 'Swap', 'nav.pool': 'Pool' },
    );
    expect(t('nav.swap')).toBe('Tauschen');
    expect(t('nav.pool')).toBe('Pool');
    expect(t('nav.vote')).toBe('nav.vote');
  });
});
