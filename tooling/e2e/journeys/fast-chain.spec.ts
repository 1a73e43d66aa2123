// A chain with sub-second blocks (the devnet's fast chain, a block every 250 ms, as on Arbitrum):
// the block indicator follows every block, but the page's reads go out at most once a second
// (@dex/multicall's readInterval.ts), so a tab costs the node one request a second, not four.
// The page is opened on the fast chain by its link (?chain=fast-devnet), and no wallet is installed,
// so the page reads that chain.
import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

test.use({ walletInstalled: false });

/** Blocks watched: four seconds of the chain at 250 ms a block. */
const WATCHED_BLOCKS = 16;

test('on a 250 ms chain the block indicator moves with the blocks while reads go out at most once a second', async ({
  page,
  fastChain,
}) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const proxy = rpcProxyControl(fastChain.readRpcUrl);
  const { tokens } = fastChain.deployment;
  // A quote on /swap: pairs, pools and the chain clock are read every (read) block.
  await page.goto(
    `/swap?chain=fast-devnet&inputCurrency=${tokens.WETH.address}&outputCurrency=${tokens.USDC.address}&exactAmount=1`,
  );
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(/^\d+$/);
  // Blocks are pushed once the newHeads subscription is live (the proxy counts upgrades).
  await expect.poll(async () => (await proxy.stats()).webSocketsOpened).toBeGreaterThan(0);
  // Start-up reads done: the quote is shown.
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).toHaveValue(/^\d+(\.\d+)?$/);

  // Every value the indicator shows from now on, as the page itself sees it.
  await blockNumber.evaluate((element) => {
    const seen: string[] = [element.textContent ?? ''];
    (window as unknown as { shownBlocks: string[] }).shownBlocks = seen;
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const first = Number(await blockNumber.textContent());
  const before = await proxy.stats();
  const startedAt = Date.now();
  await expect
    .poll(async () => Number(await blockNumber.textContent()))
    .toBeGreaterThanOrEqual(first + WATCHED_BLOCKS);
  const seconds = (Date.now() - startedAt) / 1000;
  const after = await proxy.stats();

  const shown = new Set(
    await page.evaluate(() => (window as unknown as { shownBlocks: string[] }).shownBlocks),
  );
  // The indicator moved with the chain: most of the blocks were on screen (the tracker publishes
  // each block 100 ms after it arrives; two blocks may share a publication on a busy machine).
  expect(shown.size).toBeGreaterThanOrEqual(WATCHED_BLOCKS * 0.75);
  const requests = after.httpMethods.slice(before.httpMethods.length);
  const httpRequests = after.httpRequests - before.httpRequests;
  // At most one read request a second (the first may fall right at the start of the window).
  expect(
    httpRequests,
    `${httpRequests} requests in ${seconds.toFixed(1)} s: ${requests.join(', ')}`,
  ).toBeLessThanOrEqual(Math.floor(seconds) + 1);
  // And the reads still follow the chain (a loaded machine delays the page's timers: a loose floor).
  expect(httpRequests).toBeGreaterThanOrEqual(Math.max(1, Math.floor(seconds / 3)));
});
