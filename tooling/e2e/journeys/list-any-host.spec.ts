// Spec 000 lets a user import a token list from any URL, so the policy must not lock anyone out of a
// list host nobody configured (issue 28 §5). Two proofs, each against the policy that is served:
// - a real list server on a loopback port the build never heard of (devnet builds allow this
//   machine on any port), over the real network;
// - an https host no configuration names, as production allows any https list. Chromium here
//   reaches only loopback, so Playwright answers that host; Chromium applies the page's policy
//   before a request reaches the route, as the plain-http control below shows (blocked and
//   reported although the same route would answer it). The fixture's violation check covers
//   the import itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../src/fixtures';

const HTTPS_LIST_HOST = 'tokens.bridge-lists.example';

async function devnetList(servicesUrl: string | undefined, name: string, version: string) {
  if (!servicesUrl) throw new Error('This journey needs the devnet services (token lists).');
  const response = await fetch(`${servicesUrl}/lists/devnet-1.1.0.tokenlist.json`);
  const list = (await response.json()) as Record<string, unknown>;
  const [major, minor, patch] = version.split('.').map(Number);
  return JSON.stringify({ ...list, name, version: { major, minor, patch } });
}

/** A plain list server on a fresh port: the list with the CORS header any list host sends. */
async function serveList(body: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/bridge.tokenlist.json' ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(request.url === '/bridge.tokenlist.json' ? body : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // localhost, while the app's node and services are 127.0.0.1: another host and another port.
  return { server, origin: `http://localhost:${port}` };
}

async function importList(page: Page, url: string, name: string, version: string) {
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  await page.getByRole('button', { name: 'Manage Token Lists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage' });
  await manage.getByLabel('Add list').fill(url);
  await manage.getByRole('button', { name: 'Import' }).click();
  const importList = page.getByRole('dialog', { name: 'Import List' });
  await expect(importList).toContainText(name);
  await importList.getByLabel('I understand').check();
  await importList.getByRole('button', { name: 'Import' }).click();
  const row = page
    .getByRole('dialog', { name: 'Manage' })
    .getByRole('listitem')
    .filter({ hasText: `v${version}` });
  await expect(row).toContainText(name);
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
}

async function servedConnectSources(page: Page): Promise<string[]> {
  const response = await page.goto('/swap');
  const policy = response?.headers()['content-security-policy'] ?? '';
  return policy.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? [];
}

test('a list served from another loopback host and port is imported', async ({ page, devnet }) => {
  const { server, origin } = await serveList(
    await devnetList(devnet.servicesUrl, 'Bridge Tokens', '7.1.0'),
  );
  try {
    const connect = await servedConnectSources(page);
    // The policy names no such origin: only this machine's wildcard lets it through.
    expect(connect).not.toContain(origin);
    expect(connect).toContain('http://localhost:*');
    await importList(page, `${origin}/bridge.tokenlist.json`, 'Bridge Tokens', '7.1.0');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a list on an https host no configuration names is imported; plain http there stays blocked', async ({
  browser,
  harness,
  page,
  devnet,
}) => {
  const body = await devnetList(devnet.servicesUrl, 'Project List', '2.4.0');
  const answered: string[] = [];
  const answer = async (route: Route) => {
    answered.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body,
    });
  };

  // The control, in a context of its own (its violation is the point, not a failure of this
  // test): the same host over plain http is refused by the browser before any route sees it.
  const controlContext = await browser.newContext({ baseURL: harness.baseURL });
  try {
    const controlPage = await controlContext.newPage();
    await controlPage.route(`*://${HTTPS_LIST_HOST}/**`, answer);
    await controlPage.goto('/swap');
    const outcome = await controlPage.evaluate(async (url) => {
      const violation = new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`),
          { once: true },
        );
      });
      const fetched = await fetch(url).then(
        () => 'fetched',
        () => 'blocked',
      );
      return { fetched, violation: await violation };
    }, `http://${HTTPS_LIST_HOST}/control.json`);
    expect(outcome).toEqual({
      fetched: 'blocked',
      violation: `connect-src http://${HTTPS_LIST_HOST}/control.json`,
    });
    expect(answered).toEqual([]);
  } finally {
    await controlContext.close();
  }

  await page.route(`*://${HTTPS_LIST_HOST}/**`, answer);
  const connect = await servedConnectSources(page);
  expect(connect.some((source) => source.includes(HTTPS_LIST_HOST))).toBe(false);
  const url = `https://${HTTPS_LIST_HOST}/project.tokenlist.json`;
  await importList(page, url, 'Project List', '2.4.0');
  // Only the https list was ever asked for (the control's plain-http request never left the page).
  expect([...new Set(answered)]).toEqual([url]);
});
