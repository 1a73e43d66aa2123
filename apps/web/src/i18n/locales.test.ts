import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Message, messageArguments, messagePlurals, parseMessage } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';

const localesDir = join(__dirname, '../../public/locales');
const srcDir = join(__dirname, '..');

function readLocale(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8'));
}

/** Every message of a locale parsed, or the parse errors as `key: reason` lines. */
function parseLocale(messages: Record<string, unknown>) {
  const parsed = new Map<string, Message>();
  const errors: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    try {
      parsed.set(key, parseMessage(String(text)));
    } catch (error) {
      errors.push(`${key}: ${(error as Error).message}`);
    }
  }
  return { parsed, errors };
}

const en = readLocale('en');

describe('shipped locales', () => {
  it('ships a file for exactly the supported languages', () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s has exactly the keys of en, each a non-empty text',
    (language) => {
      const messages = readLocale(language);
      const missing = Object.keys(en).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of Object.entries(messages)) {
        expect(typeof text === 'string' && text.trim() !== '', `${language}: ${key}`).toBe(true);
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s: every message is valid ICU message syntax', (language) => {
    expect(parseLocale(readLocale(language)).errors).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s reads the same arguments as en in each message', (language) => {
    const ours = parseLocale(readLocale(language)).parsed;
    const english = parseLocale(en).parsed;
    const differing = [...english].flatMap(([key, message]) => {
      const own = ours.get(key);
      const [want, got] = [messageArguments(message), own ? messageArguments(own) : []];
      return own && want.join() !== got.join() ? [`${key}: ${got} instead of ${want}`] : [];
    });
    expect(differing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every plural form of its language', (language) => {
    expect(pluralProblems(language, readLocale(language))).toEqual([]);
  });
});

/**
 * A plural needs a branch for every category the language's rules can pick (Intl.PluralRules),
 * or a count lands on "other" with the wrong grammar; and where en counts something, so must each
 * language that has more than one form.
 */
function pluralProblems(language: string, messages: Record<string, unknown>): string[] {
  const categories = {
    cardinal: new Intl.PluralRules(language).resolvedOptions().pluralCategories,
    ordinal: new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  };
  const english = parseLocale(en).parsed;
  return [...parseLocale(messages).parsed].flatMap(([key, message]) => {
    const plurals = messagePlurals(message);
    const englishMessage = english.get(key);
    const notCounted = (englishMessage ? messagePlurals(englishMessage) : [])
      .filter(({ ordinal }) => categories[ordinal ? 'ordinal' : 'cardinal'].length > 1)
      .filter(({ name }) => !plurals.some((plural) => plural.name === name))
      .map(({ name }) => `${key}: {${name}} is a plural in en but not here`);
    const missing = plurals.flatMap(({ name, ordinal, selectors }) =>
      categories[ordinal ? 'ordinal' : 'cardinal']
        .filter((category) => !selectors.includes(category))
        .map((category) => `${key}: {${name}} lacks "${category}"`),
    );
    return [...notCounted, ...missing];
  });
}

describe('the locale checks themselves', () => {
  it('catch a message that does not parse', () => {
    expect(parseLocale({ a: '{n, plural, one {#} other {#}}', b: 'x {{n}}' }).errors).toEqual([
      expect.stringMatching(/^b: expected an argument name/),
    ]);
  });

  it('catch a missing plural form, and a count written without one', () => {
    const english = '{count, plural, one {# token} other {# tokens}}';
    expect(pluralProblems('en', { 'tokens.tokenCount': english })).toEqual([]);
    expect(pluralProblems('fr', { 'tokens.tokenCount': english })).toEqual([
      'tokens.tokenCount: {count} lacks "many"',
    ]);
    expect(pluralProblems('de', { 'tokens.tokenCount': '{count} Token' })).toEqual([
      'tokens.tokenCount: {count} is a plural in en but not here',
    ]);
    // Japanese has one form only: a plain number is right.
    expect(pluralProblems('ja', { 'tokens.tokenCount': '{count} 件のトークン' })).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation keys used in src', () => {
  // Literal t('…') calls plus keys kept in tables ('feature.x', 'modal.x', …) as string literals.
  const keyLiteral = /['"]((?:[a-z]+[A-Za-z0-9]*)\.[A-Za-z0-9.]+)['"]/g;
  const tCall = /\bt\(\s*['"]([^'"]+)['"]/g;
  const files = sourceFiles(srcDir);

  it('finds the sources it scans', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("every t('…') key exists in en.json", () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(tCall)]
        .map((match) => match[1] ?? '')
        .filter((key) => !(key in en))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('every key-shaped literal with a known namespace exists in en.json', () => {
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(keyLiteral)]
        .map((match) => match[1] ?? '')
        .filter((key) => namespaces.has(key.split('.')[0]) && !(key in en))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
