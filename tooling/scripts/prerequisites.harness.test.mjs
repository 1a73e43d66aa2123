// node --test, a check of the test harness (counted apart from the product's totals): how
// `pnpm test` finds or installs Chromium (the headless shell first), and when it must stop and
// say what to run instead.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  findChromium,
  installPrefix,
  isHeadlessShell,
  isNodeSupported,
  MissingPrerequisiteError,
} from './prerequisites.mjs';

test('Node 20.19 and later are supported, older ones are not', () => {
  assert.equal(isNodeSupported('v20.19.0'), true);
  assert.equal(isNodeSupported('v22.1.0'), true);
  assert.equal(isNodeSupported('v20.18.3'), false);
  assert.equal(isNodeSupported('v18.20.0'), false);
});

test('CHROMIUM_PATH wins; a wrong one is an error that names it, never a silent fallback', () => {
  const exists = (path) => path === '/opt/chrome' || path === '/usr/bin/chromium';
  assert.equal(
    findChromium({ CHROMIUM_PATH: '/opt/chrome', PATH: '/usr/bin' }, exists),
    '/opt/chrome',
  );
  assert.throws(
    () => findChromium({ CHROMIUM_PATH: '/nowhere/chrome', PATH: '/usr/bin' }, exists),
    (error) =>
      error instanceof MissingPrerequisiteError && error.message.includes('/nowhere/chrome'),
  );
});

test('without CHROMIUM_PATH, the headless shell is preferred, then chromium, on the PATH then in /usr/bin', () => {
  assert.equal(
    findChromium({ PATH: '/a:/b' }, (path) => path === '/b/chromium'),
    '/b/chromium',
  );
  assert.equal(
    findChromium(
      { PATH: '/a:/b' },
      (path) => path === '/a/chromium' || path === '/usr/bin/chromium-headless-shell',
    ),
    '/usr/bin/chromium-headless-shell',
  );
  assert.equal(
    findChromium({ PATH: '/a' }, (path) => path === '/usr/bin/chromium'),
    '/usr/bin/chromium',
  );
  assert.equal(
    findChromium({ PATH: '/a' }, () => false),
    undefined,
  );
  assert.equal(isHeadlessShell('/usr/bin/chromium-headless-shell'), true);
  assert.equal(isHeadlessShell('/usr/bin/chromium'), false);
  assert.equal(isHeadlessShell(undefined), false);
});

test('installs as root directly, through sudo only when it needs no password, else not at all', () => {
  assert.deepEqual(installPrefix({ uid: 0, hasAptGet: true, sudoWorks: false }), []);
  assert.deepEqual(installPrefix({ uid: 1000, hasAptGet: true, sudoWorks: true }), ['sudo', '-n']);
  assert.equal(installPrefix({ uid: 1000, hasAptGet: true, sudoWorks: false }), undefined);
  assert.equal(installPrefix({ uid: 0, hasAptGet: false, sudoWorks: true }), undefined);
});
