import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

test('the app shows the devnet block number and follows new blocks over WebSocket, one HTTP request a block at most', async ({
  page,
  devnet,
  harness,
}) => {
  const proxy = rpcProxyControl(harness.readRpcUrl);
  const { number: start } = await devnet.client.latestBlock();
  await page.goto('/');
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));
  // The newHeads subscription is live once the page has its socket (the proxy counts upgrades).
  await expect.poll(async () => (await proxy.stats()).webSocketsOpened).toBeGreaterThan(0);
  await page.waitForTimeout(500); // let the first reads settle before counting
  const before = (await proxy.stats()).httpRequests;

  for (let block = start + 1; block <= start + 6; block++) {
    await devnet.mine(1);
    // Pushed at once: well inside the 15 s a poll would need.
    await expect(blockNumber).toHaveText(String(block), { timeout: 5_000 });
  }
  await page.waitForTimeout(500);
  const requests = (await proxy.stats()).httpRequests - before;
  expect(requests).toBeLessThanOrEqual(6);
});
