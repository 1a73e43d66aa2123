// The production form of the app (VITE_PUBLIC_PATH=./, the default of `vite build`) served the way
// an IPFS path gateway or a bucket serves it: under /ipfs/<cid>/ by a plain file server that sets no
// headers and has no fallback to index.html (issue 28 §5). The app must load, navigate and reload
// there, and bring its own protection: the policy as a meta tag, and no running inside a frame.
// This file builds the app once more (the harness's build is served from the root with path URLs).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../src/fixtures';
import { type StaticServer, startStaticServer } from '../src/staticServer';
import { buildWebApp } from '../src/webApp';

const PREFIX = '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/';

let workDir: string;
let host: StaticServer;
let appUrl: string;

test.beforeAll(async ({ harness }, testInfo) => {
  // One more vite build: well within this, even on a loaded machine.
  testInfo.setTimeout(180_000);
  workDir = await mkdtemp(join(tmpdir(), 'dex-e2e-static-'));
  const outDir = join(workDir, 'web');
  const viteEnv: Record<string, string> = {
    VITE_RPC_URL_31337: harness.readRpcUrl,
    VITE_PUBLIC_PATH: './',
  };
  if (harness.servicesUrl) viteEnv.VITE_DEVNET_SERVICES_URL = harness.servicesUrl;
  await buildWebApp({ outDir, viteEnv });
  host = await startStaticServer(outDir, PREFIX);
  appUrl = `${host.origin}${PREFIX}`;
});

test.afterAll(async () => {
  await host?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('/swap loads under a sub-path from a plain file server, and navigation and reload work', async ({
  page,
}) => {
  // The folder itself: the app starts on its default route, in the fragment.
  const response = await page.goto(appUrl);
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await expect(page).toHaveURL(`${appUrl}#/swap`);
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();

  // A link in the app, then a reload: the host is only ever asked for the folder and its files.
  await page.getByRole('navigation').getByRole('link', { name: 'Pool' }).click();
  await expect(page).toHaveURL(`${appUrl}#/pool`);
  const learn = page.getByRole('heading', { level: 2, name: 'Learn about providing liquidity' });
  await expect(learn).toBeVisible();
  host.requests.length = 0;
  await page.reload();
  await expect(learn).toBeVisible();
  expect(host.requests.filter((path) => !path.startsWith(PREFIX))).toEqual([]);
  expect(host.requests).toContain(PREFIX);
  // The keyboard's skip link jumps to the content and keeps the route in the fragment.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(`${appUrl}#/pool`);

  // A deep link with a query, and the browser's back button.
  await page.goto(`${appUrl}#/swap?inputCurrency=ETH&exactAmount=1.5`);
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('1.5');
  await page.goBack();
  await expect(page).toHaveURL(`${appUrl}#/pool`);
  await expect(learn).toBeVisible();
});

test('the policy is in force from its meta tag: an injected script does not run', async ({
  page,
  cspViolations,
}) => {
  // The meta tag carries the policy of the build's _headers, less what only a header can say.
  const html = await readFile(join(workDir, 'web', 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  const headers = await readFile(join(workDir, 'web', '_headers'), 'utf8');
  const header = /Content-Security-Policy: (.*)/.exec(headers)?.[1];
  expect(meta).toContain("script-src 'self'");
  expect(meta).toBe(header?.replace("; frame-ancestors 'none'", ''));
  await page.goto(`${appUrl}#/swap`);
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive))
    .toEqual(['script-src-elem']);
  // Provoked on purpose.
  cspViolations.length = 0;
});

test("inside another site's frame the app does not run (no header can forbid framing here)", async ({
  page,
}) => {
  // Another origin (localhost instead of 127.0.0.1) frames the app.
  const framed = `http://localhost:${host.port}${PREFIX}#/swap`;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setContent(`<iframe title="framed app" src="${framed}" width="800" height="600">`);
  const frame = page.frameLocator('iframe[title="framed app"]');
  await expect.poll(() => errors.join('\n')).toContain('Refusing to run inside a frame');
  await expect(frame.locator('#root')).toBeEmpty();
  await expect(frame.getByRole('heading', { name: 'Swap' })).toHaveCount(0);
  // The same address at the top level runs.
  await page.goto(framed);
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();
});

// Issue 38: on a path gateway every site the gateway serves shares the app's origin, and so its
// localStorage. Another site there plants expert mode, 10% slippage and an imported token, under
// the bare keys and under the ones scoped by our CID (it knows our CID as well as we do).
const OTHER_SITE = '/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku/';

/** localStorage entries (in the app's versioned form) planting expert mode, 10% slippage and `token`. */
function plantedSettings(token: {
  readonly address: string;
  readonly decimals: number;
  readonly symbol: string;
}): Record<string, string> {
  const entries: Record<string, unknown> = {
    'dex.user.userExpertMode': true,
    'dex.user.userSlippageTolerance': 1000,
    'dex.user-tokens': {
      31337: {
        [token.address]: {
          chainId: 31337,
          address: token.address,
          decimals: token.decimals,
          symbol: token.symbol,
        },
      },
    },
  };
  return Object.fromEntries(
    Object.entries(entries).map(([key, data]) => [key, JSON.stringify({ version: 1, data })]),
  );
}

test('settings another site of the gateway planted are not applied: expert mode, 10% slippage, an imported token', async ({
  page,
  devnet,
}) => {
  const { NOLIST } = devnet.deployment.tokens;
  const planted = plantedSettings(NOLIST);
  const settingsButton = page.getByRole('button', { name: /^Transaction settings/ });
  const importWarning = page.getByRole('dialog', { name: 'Import a token' });

  // First on an origin of the app's own (the harness's build at its root): the same entries are
  // the user's own there and are applied, so they are planted the way the app reads them.
  await page.goto('/swap');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, planted);
  await page.goto(`/swap?outputCurrency=${NOLIST.address}`);
  await expect(
    page.getByRole('region', { name: 'To' }).getByRole('button', { name: 'NOLIST' }),
  ).toBeVisible();
  await expect(settingsButton).toHaveAccessibleName('Transaction settings (Expert mode is on)');
  await expect(importWarning).toHaveCount(0);

  // Another site on the gateway's origin writes our keys, bare and under our CID.
  await page.route(`${host.origin}${OTHER_SITE}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>other site</title><script>
        const entries = ${JSON.stringify(planted)};
        for (const [key, value] of Object.entries(entries)) {
          localStorage.setItem(key, value);
          localStorage.setItem(${JSON.stringify(PREFIX)} + key, value);
        }
        document.title = 'planted';
      </script>`,
    }),
  );
  await page.goto(`${host.origin}${OTHER_SITE}`);
  await expect(page).toHaveTitle('planted');
  expect(
    await page.evaluate((key) => window.localStorage.getItem(key), `${PREFIX}dex.user-tokens`),
  ).toBe(planted['dex.user-tokens']);

  // The app on the gateway: the token named in the link asks to be imported again...
  await page.goto(`${appUrl}#/swap?outputCurrency=${NOLIST.address}`);
  await expect(importWarning).toContainText('NOLIST');
  await importWarning.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${appUrl}#/swap`);
  // ... expert mode is off, and the slippage is the default 0.1%, not 10%.
  await expect(settingsButton).toHaveAccessibleName('Transaction settings');
  await settingsButton.click();
  await expect(page.getByText('Transaction Settings')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Toggle Expert Mode' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: '0.1%' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Custom slippage (%)')).not.toHaveAttribute('placeholder', '10');
  await expect(page.getByText('Your transaction may be frontrun')).toHaveCount(0);
});
