// On a node that speaks HTTP only (the proxy refuses WebSocket upgrades), the app follows the chain
// by polling; each poll is one HTTP request that carries the block check and every per-block read,
// so an observed block costs one request (issue #28 §2).
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { requestsSeen, rpcProxyControl } from '../src/rpcProxy';

/** Spec 000 §9: the block number is polled every 15 s when nothing pushes it. */
const POLL_INTERVAL_MS = 15_000;
/** Refused WebSocket upgrades before the app stops asking for ten minutes. */
const REFUSALS_BEFORE_RESTING = 3;

test.afterEach(async ({ harness }) => {
  await rpcProxyControl(harness.readRpcUrl).setMode('pass');
});

// Without an amount: balances and the chain clock. With 40 ETH typed: also every quote the trade
// needs (the best route's pairs, pools and tick windows, issue #30 §3), in that same request.
for (const { name, amount } of [
  { name: 'reads included', amount: undefined },
  { name: 'the split route’s quote included', amount: '40' },
]) {
  test(`on an HTTP-only node each observed block costs one HTTP request, ${name}`, async ({
    page,
    devnet,
    harness,
    wallet,
  }) => {
    const proxy = rpcProxyControl(harness.readRpcUrl);
    await page.clock.install();
    await proxy.setMode('http-only');
    // The proxy serves every test of this worker: count this page's refused upgrades from here.
    const { webSocketsRefused: refusedBefore } = await proxy.stats();
    const { number: start } = await devnet.client.latestBlock();
    // A connected account on /swap with two currencies: balances and the chain clock are per-block reads.
    await connectWallet(
      page,
      wallet,
      `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.USDC.address}${amount ? `&exactAmount=${amount}` : ''}`,
    );
    const blockNumber = page.getByTestId('block-number');
    await expect(blockNumber).toHaveText(String(start));
    await expect(page.getByText(/^Balance: /)).toHaveCount(2);
    if (amount) {
      await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
    }
    // The app asks for a WebSocket a few times (1 s, then 2 s apart, on the page's clock) before it
    // rests for ten minutes (REFUSALS_BEFORE_RESTING in packages/multicall/src/newHeadsSource.ts).
    // A 2 s gap can look quiet to a 1 s sampler, so wait for all of them before counting; the
    // clock is moved on a second at a time rather than waited for.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1_000);
          return (await proxy.stats()).webSocketsRefused;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(refusedBefore + REFUSALS_BEFORE_RESTING);
    const quiet = await proxy.untilQuiet();

    const blocks = 6;
    for (let block = start + 1; block <= start + blocks; block++) {
      await devnet.mine(1);
      await page.clock.fastForward(POLL_INTERVAL_MS);
      await expect(blockNumber).toHaveText(String(block));
      // A short quiet between blocks is enough: a request that came later still falls inside the
      // count, which ends with the full quiet below.
      await proxy.untilQuiet({ quietMs: 300 });
    }
    const after = await proxy.untilQuiet();
    const sent = requestsSeen(after) - requestsSeen(quiet);
    const { httpMethods, webSocketsRefused } = after;
    const posts = httpMethods.slice(quiet.httpMethods.length);
    expect(
      sent,
      `HTTP requests for ${blocks} blocks (${webSocketsRefused} refused upgrades in all): ${posts.join(', ')}`,
    ).toBe(blocks);
    // Each poll is the block's reads alone: the multicall's answer carries the block number.
    for (const post of posts) expect(post.split('+')).not.toContain('eth_blockNumber');
    for (const post of posts) expect(post.split('+')).toContain('eth_call');
  });
}
