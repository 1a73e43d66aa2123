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
  // The first reads are done once the page goes quiet; a slow machine takes longer to get there.
  const before = await proxy.untilQuiet();

  for (let block = start + 1; block <= start + 6; block++) {
    await devnet.mine(1);
    // Pushed at once: well inside the 15 s a poll would need.
    await expect(blockNumber).toHaveText(String(block), { timeout: 5_000 });
  }
  await page.waitForTimeout(500);
  const { httpMethods } = await proxy.stats();
  const sinceQuiet = httpMethods.slice(before.httpMethods.length);
  expect(
    sinceQuiet.length,
    `requests after the page went quiet: ${sinceQuiet.join(', ')}`,
  ).toBeLessThanOrEqual(6);
});
