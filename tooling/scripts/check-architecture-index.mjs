// `pnpm lint` (as lint:architecture, run with node --test): ARCHITECTURE.md's spec rule index leads
// to a file that exists, in one hop, and covers every section of both spec files that holds rules.
// A root task without cache: it reads files all over the repository.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HEADING = '## Spec rule index';

/** The index's rows: spec reference, rule, and the one file that implements it. */
function indexRows(markdown) {
  const start = markdown.indexOf(HEADING);
  assert.notEqual(start, -1, `ARCHITECTURE.md has no "${HEADING}" section`);
  const rest = markdown.slice(start + HEADING.length);
  const next = rest.search(/\n## /);
  const section = next === -1 ? rest : rest.slice(0, next);
  return section
    .split('\n')
    .filter((line) => /^\|\s*00[01] §/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { spec: cells[0], rule: cells[1], home: cells[2] ?? '', line };
    });
}

const rows = indexRows(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));

test('every entry names exactly one file, and that file exists', () => {
  assert.ok(rows.length >= 40, `only ${rows.length} entries`);
  for (const row of rows) {
    const paths = [...row.home.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    assert.equal(paths.length, 1, `one file per rule: ${row.line}`);
    const path = join(root, paths[0]);
    assert.ok(
      existsSync(path) && statSync(path).isFile(),
      `${paths[0]} does not exist (${row.rule})`,
    );
  }
});

test('every rule-bearing section of both spec files has entries', () => {
  // §1 says what the product is; §2–§9 hold screens, entities, states, validation, roles, calls,
  // errors and constants.
  for (const file of ['000', '001']) {
    for (let section = 2; section <= 9; section++) {
      const reference = `${file} §${section}`;
      assert.ok(
        rows.some((row) => row.spec === reference),
        `no entry for ${reference}`,
      );
    }
  }
});

test('no rule is listed twice', () => {
  const seen = new Set();
  for (const row of rows) {
    const key = `${row.spec} ${row.rule}`;
    assert.ok(!seen.has(key), `listed twice: ${key}`);
    seen.add(key);
  }
});
