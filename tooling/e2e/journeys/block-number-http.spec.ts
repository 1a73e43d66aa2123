// On a node that speaks HTTP only (the proxy refuses WebSocket upgrades), the app follows the chain
// by polling; each poll is one HTTP request that carries the block check and every per-block read,
// so an observed block costs one request (issue #28 §2).
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

/** Spec 000 §9: the block number is polled every 15 s when nothing pushes it. */
const POLL_INTERVAL_MS = 15_000;

type Proxy = ReturnType<typeof rpcProxyControl>;

/** Every HTTP request the page made: JSON-RPC POSTs and refused WebSocket upgrades alike. */
async function httpRequestCount(proxy: Proxy): Promise<number> {
  const stats = await proxy.stats();
  return stats.httpRequests + stats.webSocketsRefused;
}

/** Waits until the page has sent no HTTP request for a second; returns the count by then. */
async function quietRequestCount(proxy: Proxy): Promise<number> {
  let count = await httpRequestCount(proxy);
  await expect
    .poll(async () => {
      const previous = count;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      count = await httpRequestCount(proxy);
      return count - previous;
    })
    .toBe(0);
  return count;
}

test.afterEach(async ({ harness }) => {
  await rpcProxyControl(harness.readRpcUrl).setMode('pass');
});

test('on an HTTP-only node each observed block costs one HTTP request, reads included', async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  const proxy = rpcProxyControl(harness.readRpcUrl);
  await page.clock.install();
  await proxy.setMode('http-only');
  const { number: start } = await devnet.client.latestBlock();
  // A connected account on /swap with two currencies: balances and the chain clock are per-block reads.
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.USDC.address}`,
  );
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));
  await expect(page.getByText(/^Balance: /)).toHaveCount(2);
  const before = await quietRequestCount(proxy);
  const postsBefore = (await proxy.stats()).httpRequests;

  const blocks = 6;
  for (let block = start + 1; block <= start + blocks; block++) {
    await devnet.mine(1);
    await page.clock.fastForward(POLL_INTERVAL_MS);
    await expect(blockNumber).toHaveText(String(block));
    await quietRequestCount(proxy);
  }
  const sent = (await httpRequestCount(proxy)) - before;
  const { httpMethods, webSocketsRefused } = await proxy.stats();
  const posts = httpMethods.slice(postsBefore);
  expect(
    sent,
    `HTTP requests for ${blocks} blocks (${webSocketsRefused} refused upgrades in all): ${posts.join(', ')}`,
  ).toBe(blocks);
  // Each poll is the block's reads alone: the multicall's answer carries the block number.
  for (const post of posts) expect(post.split('+')).not.toContain('eth_blockNumber');
  for (const post of posts) expect(post.split('+')).toContain('eth_call');
});
