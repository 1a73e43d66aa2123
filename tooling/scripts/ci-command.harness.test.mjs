// node --test, a check of the test harness (counted apart from the product's totals): CI runs the
// README's test command word for word, so a newcomer's first run and CI can never drift apart.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const read = (path) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

/** The command under the README's "# 2." comment in its code block. */
function readmeTestCommand(readme) {
  const lines = readme.split('\n');
  const comment = lines.findIndex((line) => line.startsWith('# 2. '));
  assert.ok(comment >= 0, 'README has no "# 2." command');
  return lines[comment + 1].trim();
}

test('.ci/run runs the README’s command 2 exactly, and nothing else that could differ', () => {
  const command = readmeTestCommand(read('README.md'));
  assert.match(command, /pnpm test$/);
  const ciCommands = read('.ci/run')
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '),
    );
  assert.deepEqual(ciCommands, [command]);
});
