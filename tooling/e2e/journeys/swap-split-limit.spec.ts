// Routing to the limit (issue #40): 150 ETH for USDC receives at least what a plain greedy split
// in 5% steps over the devnet's pool-disjoint routes yields. The reference is computed here from
// the chain's own quoter (MixedRouteQuoterV1 prices v2, v3 and mixed paths alike), not from the
// app's router, so a router that stops short of what the pools allow fails this journey.

import { Contract, concat, parseEther, toBeHex, zeroPadValue } from 'ethers';
import { closeSubmittedDialog, connectWallet, swapFromEthUrl } from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];
const MIXED_QUOTER = [
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] v3SqrtPriceX96AfterList, uint32[] v3InitializedTicksCrossedList, uint256 v3SwapGasEstimate)',
];
/** MixedRouteQuoterV1 reads a hop whose fee has this bit as a v2 pair. */
const V2_HOP = 0x800000;
const AMOUNT = '150';
const STEPS = 20;

interface Hop {
  readonly from: string;
  readonly to: string;
  /** A v3 fee tier, or V2_HOP. */
  readonly fee: number;
  /** The pool or pair it trades in: routes that share one are not independent. */
  readonly pool: string;
}

test('150 ETH for USDC receives at least the 5%-step greedy split over every pool-disjoint route', async ({
  page,
  devnet,
  wallet,
}) => {
  test.setTimeout(120_000);
  const { deployment } = devnet;
  const account = deployment.accounts[0] as string;
  const address = (symbol: string) =>
    deployment.tokens[symbol as keyof typeof deployment.tokens].address;
  const [weth, usdc] = [address('WETH'), address('USDC')];

  // Every hop the seeded Uniswap pools offer (Sushi's pairs are not the router's).
  const hops: Hop[] = [];
  for (const pair of deployment.v2Pairs.filter((p) => p.exchange === 'uniswap')) {
    const [a, b] = pair.tokens.map(address) as [string, string];
    hops.push({ from: a, to: b, fee: V2_HOP, pool: pair.address });
    hops.push({ from: b, to: a, fee: V2_HOP, pool: pair.address });
  }
  for (const pool of deployment.v3Pools) {
    const [a, b] = pool.tokens.map(address) as [string, string];
    hops.push({ from: a, to: b, fee: pool.fee, pool: pool.address });
    hops.push({ from: b, to: a, fee: pool.fee, pool: pool.address });
  }
  // Every route of one or two hops from WETH to USDC.
  const routes: Hop[][] = [];
  for (const first of hops.filter((h) => h.from === weth)) {
    if (first.to === usdc) routes.push([first]);
    else
      for (const second of hops.filter((h) => h.from === first.to && h.to === usdc))
        routes.push([first, second]);
  }
  expect(routes.length).toBeGreaterThanOrEqual(4);

  const quoter = new Contract(
    deployment.contracts.mixedRouteQuoterV1,
    MIXED_QUOTER,
    devnet.client.provider,
  );
  const encode = (route: Hop[]) =>
    concat([
      route[0]?.from ?? weth,
      ...route.flatMap((hop) => [zeroPadValue(toBeHex(hop.fee), 3), hop.to]),
    ]);
  const quote = async (route: Hop[], amountIn: bigint): Promise<bigint> => {
    try {
      const [out] = await quoter.getFunction('quoteExactInput').staticCall(encode(route), amountIn);
      return out as bigint;
    } catch {
      return 0n; // More than the route can take.
    }
  };

  // The greedy split: each 5% goes where it adds the most, among the routes in use and those that
  // share no pool with them.
  const step = parseEther(AMOUNT) / BigInt(STEPS);
  const legs = routes.map((route) => ({ route, amountIn: 0n, amountOut: 0n }));
  for (let n = 0; n < STEPS; n++) {
    const poolsInUse = new Set(
      legs.filter((leg) => leg.amountIn > 0n).flatMap((leg) => leg.route.map((hop) => hop.pool)),
    );
    let best: { leg: (typeof legs)[number]; out: bigint } | undefined;
    for (const leg of legs) {
      if (leg.amountIn === 0n && leg.route.some((hop) => poolsInUse.has(hop.pool))) continue;
      const out = await quote(leg.route, leg.amountIn + step);
      if (out - leg.amountOut > (best ? best.out - best.leg.amountOut : 0n)) best = { leg, out };
    }
    if (!best) throw new Error('no route takes another 5%');
    best.leg.amountIn += step;
    best.leg.amountOut = best.out;
  }
  const greedy = legs.reduce((sum, leg) => sum + leg.amountOut, 0n);
  test.info().annotations.push({
    type: 'greedy 5% split',
    description: `${legs.filter((leg) => leg.amountIn > 0n).length} routes, ${greedy} USDC units`,
  });

  const usdcToken = new Contract(usdc, ERC20, devnet.client.provider);
  const before = (await usdcToken.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(page, wallet, swapFromEthUrl(usdc, AMOUNT));
  const output = page.getByRole('textbox', { name: 'To (at least)' });
  await expect(output).not.toHaveValue('', { timeout: 30_000 });
  // 150 ETH moves the pools' prices by more than 5%: the spec's "Swap Anyway".
  await page.getByRole('button', { name: 'Swap Anyway', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: /^(Confirm Swap|Swap Anyway)$/ })
    .click();
  await closeSubmittedDialog(page);
  const received = async () =>
    ((await usdcToken.getFunction('balanceOf')(account)) as bigint) - before;
  await expect.poll(received, { timeout: 20_000 }).toBeGreaterThan(0n);
  expect(await received()).toBeGreaterThanOrEqual(greedy);
});
