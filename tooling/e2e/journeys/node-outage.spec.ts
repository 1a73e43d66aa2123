// The app's read RPC misbehaving as hosted endpoints do: no WebSocket at all, a 502 outage, a body
// that is not JSON. The proxy in front of the devnet (src/rpcProxy.ts) plays the node; blocks are
// mined on the devnet directly, as the chain goes on whatever the app's endpoint does.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

/** Spec 000 §9: the block number is polled every 15 s when nothing pushes it. */
const POLL_INTERVAL_MS = 15_000;

test.afterEach(async ({ harness }) => {
  await rpcProxyControl(harness.readRpcUrl).setMode('pass');
});

test('on a node that speaks HTTP only, every new block is shown within one poll interval', async ({
  page,
  devnet,
  harness,
}) => {
  test.setTimeout(90_000);
  const proxy = rpcProxyControl(harness.readRpcUrl);
  await proxy.setMode('http-only');
  const socketsBefore = (await proxy.stats()).webSocketsOpened;
  const { number: start } = await devnet.client.latestBlock();
  await page.goto('/swap');
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));

  for (let block = start + 1; block <= start + 3; block++) {
    await devnet.mine(1);
    await expect(blockNumber).toHaveText(String(block), { timeout: POLL_INTERVAL_MS + 2_000 });
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
  test.setTimeout(120_000);
  const proxy = rpcProxyControl(harness.readRpcUrl);
  const { number: start } = await devnet.client.latestBlock();
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
  await page.waitForTimeout(15_000);
  await expect(notice).toBeVisible();

  await proxy.setMode('garbage');
  await devnet.mine(1);
  await page.waitForTimeout(10_000);
  await expect(notice).toBeVisible();
  await expect(balances).toHaveText(balancesBefore);

  await proxy.setMode('pass');
  // Back within one poll interval (two mainnet blocks), caught up with what was mined meanwhile.
  await expect(notice).toHaveCount(0, { timeout: POLL_INTERVAL_MS + 2_000 });
  await expect(blockNumber).toHaveText(String(start + 3));
  await devnet.mine(1);
  await expect(blockNumber).toHaveText(String(start + 4), { timeout: POLL_INTERVAL_MS + 2_000 });
});
