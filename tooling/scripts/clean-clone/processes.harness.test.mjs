// node --test, a check of the test harness: the clean-clone probes find the lines a user reads,
// whether or not the command coloured them (CI=1 turns colours on in Vite and turbo).
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { test } from 'node:test';
import { stripAnsi } from '../ansi.mjs';
import { startCommand } from './processes.mjs';

test('a coloured port in a server line reads as the plain line', () => {
  const vite =
    '  \u001b[32m➜\u001b[39m  \u001b[1mLocal\u001b[22m:   \u001b[36mhttp://127.0.0.1:\u001b[1m36647\u001b[22m/\u001b[39m';
  assert.equal(stripAnsi(vite), '  ➜  Local:   http://127.0.0.1:36647/');
  const link = '\u001b]8;;http://x\u0007label\u001b]8;;\u0007 \u001b[2K\u001b[1Gdone';
  assert.equal(stripAnsi(link), 'label done');
});

test('waitFor matches a line the command printed in colour', async () => {
  const run = startCommand(
    "printf '  Local:   http://127.0.0.1:\\033[1m36647\\033[22m/\\n'; sleep 5",
    { cwd: tmpdir(), env: process.env },
  );
  try {
    const match = await run.waitFor(/127\.0\.0\.1:36647\//, 4_000);
    assert.equal(match[0], '127.0.0.1:36647/');
  } finally {
    await run.stop();
  }
});
