#!/usr/bin/env node
// Adds or updates translation keys in every shipped locale of apps/web at once, so the files never
// drift apart. The shipped locales are the files in apps/web/public/locales: every one of them is
// required for each key. Input: a JSON file (or stdin) of { "key": { "en": "...", "de": "...", … } }.
// Texts are ICU messages: `{name}`, `{count, plural, one {# token} other {# tokens}}` (every
// plural category of the language: see apps/web/src/i18n/locales.test.ts, which checks them).
// The old `{{name}}` form is rewritten to `{name}`.
// Usage: node tooling/scripts/add-messages.mjs messages.json   (or: ... add-messages.mjs - < messages.json)
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../../apps/web/public/locales/', import.meta.url));
const source = process.argv[2];
if (!source) {
  console.error('usage: add-messages.mjs <messages.json | ->');
  process.exit(2);
}
const input = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
const languages = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

const problems = [];
for (const [key, texts] of Object.entries(input)) {
  for (const language of languages) {
    if (typeof texts?.[language] !== 'string' || texts[language].trim() === '')
      problems.push(`${key}: missing the ${language} text`);
  }
  for (const language of Object.keys(texts ?? {})) {
    if (!languages.includes(language)) problems.push(`${key}: no locale file for "${language}"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`Every key needs a text in each of: ${languages.join(', ')}`);
  process.exit(1);
}

const icu = (text) => text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, '{$1}');

for (const language of languages) {
  const file = join(localesDir, `${language}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(input)) messages[key] = icu(texts[language]);
  // Write then rename, so a concurrent reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`${Object.keys(input).length} keys written to ${languages.join(', ')}`);
console.log('Check them: pnpm --filter @dex/web exec vitest run src/i18n/locales.test.ts');
