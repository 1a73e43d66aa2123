// `pnpm bench` (this package's part, issue #29 §3): the built app in Chromium on the devnet's fast
// chain (31338, a block every 250 ms, WebSocket pushes), no wallet, /swap with a quote. It prints
// the HTTP requests the page sent its node per second over ten seconds of blocks once started, and
// whether the goal (at most one a second) is met; a goal not met fails the run after printing.
import { expect, test } from '@playwright/test';
import { startJourneyEnvironment } from '../environment';
import { rpcProxyControl } from '../rpcProxy';
import { fastChainGoal } from './goals';

/** Ten seconds of the chain at 250 ms a block. */
const BLOCKS = 40;

test('the app on a chain with 250 ms blocks', async ({ browser }) => {
  const environment = await startJourneyEnvironment(() => {}, { defaultChainId: 31338 });
  try {
    const fast = environment.state.fastChain;
    if (!fast) throw new Error('the harness started no fast chain');
    const proxy = rpcProxyControl(fast.readRpcUrl);
    const context = await browser.newContext({ baseURL: environment.state.baseURL });
    const page = await context.newPage();
    const { tokens } = fast.deployment;
    const startedAt = Date.now();
    await page.goto(
      `/swap?inputCurrency=${tokens.WETH.address}&outputCurrency=${tokens.USDC.address}&exactAmount=1`,
    );
    await expect(page.getByRole('textbox', { name: 'To (at least)' })).toHaveValue(/^\d+(\.\d+)?$/);
    const msToQuote = Date.now() - startedAt;
    await expect.poll(async () => (await proxy.stats()).webSocketsOpened).toBeGreaterThan(0);
    const blockNumber = page.getByTestId('block-number');
    const first = Number(await blockNumber.textContent());
    const before = await proxy.stats();
    const windowStart = Date.now();
    await expect
      .poll(async () => Number(await blockNumber.textContent()), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(first + BLOCKS);
    const seconds = (Date.now() - windowStart) / 1000;
    const after = await proxy.stats();
    const requests = after.httpRequests - before.httpRequests;
    const goal = fastChainGoal(requests, seconds, BLOCKS);
    console.log(
      [
        'Fast-chain bench: apps/web (devnet build) in Chromium on the devnet fast chain (31338, 250 ms blocks, WebSocket)',
        `  /swap quote shown ${(msToQuote / 1000).toFixed(1)} s after opening; then over ${BLOCKS} blocks:`,
        `  ${requests} HTTP requests in ${seconds.toFixed(1)} s = ${(requests / seconds).toFixed(2)} requests a second`,
        '  (the time from choosing a chain to its balances shown needs the network selector: not measured yet)',
        'Goals (issue #29 §3):',
        `  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}`,
      ].join('\n'),
    );
    await context.close();
    expect(goal.met, goal.text).toBe(true);
  } finally {
    await environment.stop();
  }
});
