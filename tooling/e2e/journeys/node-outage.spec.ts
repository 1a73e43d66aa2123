// The app's read RPC misbehaving as hosted endpoints do: no WebSocket at all, a 502 outage, a body
// that is not JSON. The proxy in front of the devnet (src/rpcProxy.ts) plays the node; blocks are
// mined on the devnet directly, as the chain goes on whatever the app's endpoint does.
// The page runs on Playwright's clock, so a poll interval passes by fast-forwarding it instead of
// waiting it out.
import type { Page } from '@playwright/test';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

/** Spec 000 §9: the block number is polled every 15 s when nothing pushes it. */
const POLL_INTERVAL_MS = 15_000;

type Proxy = ReturnType<typeof rpcProxyControl>;

/** One poll interval passes on the page's clock; returns once the page has asked the node again. */
async function passOnePollInterval(page: Page, proxy: Proxy) {
  const asked = (await proxy.stats()).httpRequests;
  await page.clock.fastForward(POLL_INTERVAL_MS);
  await expect.poll(async () => (await proxy.stats()).httpRequests).toBeGreaterThan(asked);
}

test.afterEach(async ({ harness }) => {
  await rpcProxyControl(harness.readRpcUrl).setMode('pass');
});

test('on a node that speaks HTTP only, every new block is shown within one poll interval', async ({
  page,
  devnet,
  harness,
}) => {
  const proxy = rpcProxyControl(harness.readRpcUrl);
  await page.clock.install();
  await proxy.setMode('http-only');
  const socketsBefore = (await proxy.stats()).webSocketsOpened;
  const { number: start } = await devnet.client.latestBlock();
  await page.goto('/swap');
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));

  for (let block = start + 1; block <= start + 3; block++) {
    await devnet.mine(1);
    await passOnePollInterval(page, proxy);
    await expect(blockNumber).toHaveText(String(block));
  }
  // Nothing is wrong with this node: no outage notice.
  await expect(page.getByText("Can't reach the network node.")).toHaveCount(0);
  expect((await proxy.stats()).webSocketsOpened).toBe(socketsBefore);
});

test('a node outage (502, then a body that is not JSON) is said in words, keeps the last values, and heals itself', async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  const proxy = rpcProxyControl(harness.readRpcUrl);
  const { number: start } = await devnet.client.latestBlock();
  await page.clock.install();
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.USDC.address}`,
  );
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));
  // The ETH and USDC balances, both read through the multicall.
  const balances = page.getByText(/^Balance: /);
  await expect(balances).toHaveCount(2);
  const balancesBefore = await balances.allTextContents();
  const notice = page.getByTestId('node-status');

  await proxy.setMode('bad-gateway');
  await expect(notice).toContainText("Can't reach the network node.", { timeout: 5_000 });
  await expect(notice).toContainText(`from block ${start}`);
  // The last known values stay on screen, marked out of date rather than blanked.
  await expect(balances).toHaveText(balancesBefore);
  await expect(page.getByTitle(/Latest block: \d+ \(out of date/)).toHaveCount(1);
  await devnet.mine(2);
  await passOnePollInterval(page, proxy);
  await expect(notice).toBeVisible();

  await proxy.setMode('garbage');
  await devnet.mine(1);
  await passOnePollInterval(page, proxy);
  await expect(notice).toBeVisible();
  await expect(balances).toHaveText(balancesBefore);

  await proxy.setMode('pass');
  // Back within one poll interval (two mainnet blocks), caught up with what was mined meanwhile.
  await passOnePollInterval(page, proxy);
  await expect(notice).toHaveCount(0);
  await expect(blockNumber).toHaveText(String(start + 3));
  await devnet.mine(1);
  await passOnePollInterval(page, proxy);
  await expect(blockNumber).toHaveText(String(start + 4));
});

test('a read node whose chain cannot be verified shows no balances, says so, and reads once its chain id answers', async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  const proxy = rpcProxyControl(harness.readRpcUrl);
  await page.clock.install();
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.USDC.address}`,
  );
  const balances = page.getByText(/^Balance: /);
  await expect(balances).toHaveCount(2);
  const balancesBefore = await balances.allTextContents();
  // The account button: its ENS name while names can be read, else the short address.
  const account = page.getByRole('button', { name: /^(alice\.eth|0xf39f\.\.\.2266)/i });
  await expect(account).toBeVisible();

  // A fresh page (its reader checks the chain anew) on a node that answers everything but
  // eth_chainId: an error first, then a result that is not a hex number.
  await proxy.setMode('chain-id-error');
  const spoiledBefore = await proxy.stats();
  await page.reload();
  await expect(account).toBeVisible(); // still connected: only the reads are refused
  await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toHaveCount(0);
  const notice = page.getByTestId('node-status');
  await expect(notice).toContainText("Can't verify which chain the network node serves.");
  await expect(notice).toContainText('Nothing is read from it until then');
  // The node did answer the balance reads; none of it reaches the page.
  await expect
    .poll(async () => (await proxy.stats()).callsBesideSpoiledCheck)
    .toBeGreaterThan(spoiledBefore.callsBesideSpoiledCheck);
  await expect(balances).toHaveCount(0);
  await expect(page.getByTestId('block-number')).toHaveCount(0);

  await proxy.setMode('chain-id-not-hex');
  const notHexFrom = (await proxy.stats()).chainIdChecksSpoiled;
  // The next poll (every 15 s) asks again and gets "devnet" for a chain id.
  await page.clock.fastForward(POLL_INTERVAL_MS);
  await expect
    .poll(async () => (await proxy.stats()).chainIdChecksSpoiled)
    .toBeGreaterThan(notHexFrom);
  await expect(notice).toContainText("Can't verify which chain the network node serves.");
  await expect(balances).toHaveCount(0);

  // The check passes at the next poll: the notice goes and the balances are read.
  await proxy.setMode('pass');
  await passOnePollInterval(page, proxy);
  await expect(notice).toHaveCount(0);
  await expect(balances).toHaveText(balancesBefore);
  const { number: latest } = await devnet.client.latestBlock();
  await expect(page.getByTestId('block-number')).toHaveText(String(latest));
});
