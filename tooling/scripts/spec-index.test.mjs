// node --test: the spec rule index is generated from the @spec tags and refuses an untagged rule.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  compare,
  findTags,
  parseSpecRules,
  renderIndex,
  renderSummary,
  ruleName,
  withSummary,
} from './spec-index.mjs';

const SPEC = `# Spec
## 1. What it does
- not a rule: section 1 says what the product is
## 2. Screens
| Route | Purpose |
|---|---|
| /swap | Swap page |
### Swap page
- **Wrap or unwrap** applies only when the pair is native and wrapped.
- Collect fees: idle, collecting, collected.
  - a nested detail is part of the rule above
## 6. Roles
No roles. Everything needs a connected wallet.
`;

test('rules are the bullets, tables and lone paragraphs of sections 2-9, numbered per section', () => {
  const rules = parseSpecRules(SPEC, '001');
  assert.deepEqual(
    rules.map((rule) => `${rule.id} ${rule.name}`),
    [
      '001 §2.1 table: Route / Purpose',
      '001 §2.2 Wrap or unwrap',
      '001 §2.3 Collect fees',
      '001 §6.1 No roles. Everything needs a connected',
    ],
  );
  assert.equal(
    ruleName('A pair is stored only if both tokens differ.'),
    'A pair is stored only if',
  );
});

test('a rule nobody tagged fails the check, and a tag naming no rule too', () => {
  const root = mkdtempSync(join(tmpdir(), 'spec-index-'));
  mkdirSync(join(root, 'packages/x/src'), { recursive: true });
  writeFileSync(
    join(root, 'packages/x/src/collect.ts'),
    '// @spec 001 §2.3 Collect fees\n// @spec 001 §2.9 gone\nexport {};\n',
  );
  // Tests do not implement rules: a tag there does not count.
  writeFileSync(join(root, 'packages/x/src/collect.test.ts'), '// @spec 001 §2.2 Wrap\n');
  const rules = parseSpecRules(SPEC, '001');
  const tags = findTags(root, ['packages']);
  const { untagged, unknown } = compare(rules, tags);
  assert.deepEqual(
    untagged.map((rule) => rule.id),
    ['001 §2.1', '001 §2.2', '001 §6.1'],
  );
  assert.deepEqual(unknown, [{ id: '001 §2.9', path: 'packages/x/src/collect.ts' }]);
  const index = renderIndex(rules, tags, { '001': { 2: 'Screens', 6: 'Roles' } });
  assert.match(index, /\| 001 §2\.3 \| Collect fees \| \[packages\/x\/src\/collect\.ts\]/);
  assert.match(index, /\| 001 §2\.1 \| table: Route \/ Purpose \| \*\*none\*\* \|/);
});

test("ARCHITECTURE.md's summary counts each section's tagged rules and where they live", () => {
  const rules = parseSpecRules(SPEC, '001');
  const summary = renderSummary(rules, [{ id: '001 §2.3', path: 'packages/x/src/collect.ts' }], {
    '001': { 2: 'Screens', 6: 'Roles' },
  });
  assert.match(summary, /\| 001 §2 Screens \| 1\/3 \| packages\/x \(1\) \|/);
  assert.match(summary, /\| 001 §6 Roles \| 0\/1 \| {2}\|/);
  const doc = `# A\n${summary.split('\n')[0]}\nold\n<!-- spec-index:end -->\ntail\n`;
  assert.equal(withSummary(doc, summary), `# A\n${summary}\ntail\n`);
});
