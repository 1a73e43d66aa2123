import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';

const localesDir = join(__dirname, '../../public/locales');
const srcDir = join(__dirname, '..');

function readLocale(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8'));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

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

  it.each(SUPPORTED_LANGUAGES)('%s keeps the placeholders of en', (language) => {
    const messages = readLocale(language);
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(String(messages[key])), `${language}: ${key}`).toEqual(
        placeholders(String(text)),
      );
    }
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
