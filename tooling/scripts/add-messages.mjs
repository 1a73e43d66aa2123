#!/usr/bin/env node
// Adds or updates translation keys in every shipped locale of apps/web at once, so the three files
// never drift apart. Input: a JSON file (or stdin) of { "key": { "en": "...", "de": "...", "es": "..." } }.
// Usage: node tooling/scripts/add-messages.mjs messages.json   (or: ... add-messages.mjs - < messages.json)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../../apps/web/public/locales/', import.meta.url));
const source = process.argv[2];
if (!source) {
  console.error('usage: add-messages.mjs <messages.json | ->');
  process.exit(2);
}
const input = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
const languages = ['en', 'de', 'es'];

for (const [key, texts] of Object.entries(input)) {
  for (const language of languages) {
    if (typeof texts?.[language] !== 'string' || texts[language].trim() === '') {
      console.error(`${key}: missing the ${language} text`);
      process.exit(1);
    }
  }
}

for (const language of languages) {
  const file = join(localesDir, `${language}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(input)) messages[key] = texts[language];
  // Write then rename, so a concurrent reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`${Object.keys(input).length} keys written to ${languages.join(', ')}`);
