// /pool with more positions than a page (issue #28 §2): anyone can mint dust positions to an
// address, so the overview reads the newest 25 and shows the rest on request. The dust is minted
// here (the snapshot each test starts from is restored afterwards), not in the devnet seed.
import { Contract } from 'ethers';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { seededPositionId } from './liquidity-positions.testing';

const MANAGER = [
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline)) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function balanceOf(address owner) view returns (uint256)',
];
/** @dex/liquidity's POSITIONS_PAGE_SIZE. */
const PAGE_SIZE = 25;
/** The widest range of a 0.3% pool (tick spacing 60). */
const FULL_RANGE = { tickLower: -887_220, tickUpper: 887_220 };

test('a page of the newest positions, then the rest on request, focus on the first new one', async ({
  page,
  wallet,
  devnet,
}) => {
  const { client, deployment } = devnet;
  const owner = deployment.accounts[0] as string;
  const manager = new Contract(deployment.contracts.nonfungiblePositionManager, MANAGER);
  const [token0, token1] = [deployment.tokens.WETH.address, deployment.tokens.USDC.address].sort(
    (a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1),
  ) as [string, string];
  // Dust on top of account #0's three seeded positions (it approved the manager when seeded).
  for (let minted = 0; minted < PAGE_SIZE; minted++) {
    await client.send(manager, 'mint', [
      {
        token0,
        token1,
        fee: 3000,
        ...FULL_RANGE,
        amount0Desired: 10n ** 9n,
        amount1Desired: 10n ** 9n,
        amount0Min: 0,
        amount1Min: 0,
        recipient: owner,
        deadline: 2n ** 64n,
      },
    ]);
  }
  const total = PAGE_SIZE + deployment.positions.length;
  const balance = (await manager.connect(client.provider).getFunction('balanceOf')(
    owner,
  )) as bigint;
  expect(Number(balance)).toBe(total);

  await connectWallet(page, wallet, '/pool');
  const positionLinks = page.locator('a[href^="/pool/"]:not([href="/pool/v2"])');
  await expect(positionLinks).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${PAGE_SIZE} of ${total} positions`,
  );
  // The seeded positions are the oldest: not on the first page.
  const closed = page.locator(`a[href="/pool/${seededPositionId(devnet, 'closed')}"]`);
  await expect(closed).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more positions' }).click();
  await expect(positionLinks).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more positions' })).toHaveCount(0);
  // The newest of the next page is the seeded closed position: keyboard focus continues there.
  await expect(closed).toBeFocused();
  await expect(closed).toContainText('Inactive');
});
