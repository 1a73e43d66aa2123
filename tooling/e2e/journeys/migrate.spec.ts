// Migrate V2 liquidity on the devnet (issue #18, spec 001 §2 "Migrate"): /migrate/v2 lists
// account #0's Uniswap V2 pairs and the devnet's Sushi stand-in pairs with their pooled amounts,
// a 2-decimal share read against the chain, and the Migrate and Import links.
import { Contract } from 'ethers';
import { connectWallet } from '../src/app';
import { type E2EDevnet, expect, test } from '../src/fixtures';

const PAIR = [
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
];

function pairAddress(devnet: E2EDevnet, exchange: 'uniswap' | 'sushi', tokens: string): string {
  const address = devnet.deployment.v2Pairs.find(
    (pair) => pair.exchange === exchange && pair.tokens.join('/') === tokens,
  )?.address;
  if (!address) throw new Error(`the devnet has no ${exchange} ${tokens} pair`);
  return address;
}

/** Account #0's share of a pair's LP supply, as the card shows it (2 decimals). */
async function shareOnChain(devnet: E2EDevnet, address: string): Promise<string> {
  const pair = new Contract(address, PAIR, devnet.client.provider);
  const balance = (await pair.getFunction('balanceOf')(devnet.deployment.accounts[0])) as bigint;
  const supply = (await pair.getFunction('totalSupply')()) as bigint;
  // Basis points of a percent, rounded half up like the SDK's toFixed(2).
  const hundredths = (balance * 10_000n * 2n + supply) / (2n * supply);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}%`;
}

test('without a wallet, /migrate/v2 asks to connect and offers the Import link', async ({
  page,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/migrate/v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Migrate V2 Liquidity' })).toBeVisible();
  await expect(page.getByText('Connect to a wallet to view your V2 liquidity.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Import it/ })).toHaveAttribute(
    'href',
    '/find?origin=/migrate/v2',
  );
  await page.getByRole('button', { name: 'Connect a wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible();
});

test('an account without V2 liquidity reads "No V2 Liquidity found."', async ({ page, wallet }) => {
  await wallet.setAccount(7);
  await connectWallet(page, wallet, '/migrate/v2');
  await expect(page.getByText('No V2 Liquidity found.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("account #0's Uniswap and Sushi pairs show amounts, share and their Migrate links", async ({
  page,
  wallet,
  devnet,
}) => {
  await connectWallet(page, wallet, '/migrate/v2');
  const cards = [
    { name: 'ETH/USDC Uniswap V2', address: pairAddress(devnet, 'uniswap', 'WETH/USDC') },
    { name: 'ETH/USDC SushiSwap', address: pairAddress(devnet, 'sushi', 'WETH/USDC') },
    { name: 'DAI/ETH SushiSwap', address: pairAddress(devnet, 'sushi', 'WETH/DAI') },
  ];
  for (const { name, address } of cards) {
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Pooled ETH:\s*[\d,.]*[1-9]/);
    await expect(card).toContainText(`Your pool share:${await shareOnChain(devnet, address)}`);
    await expect(card.getByRole('link', { name: 'Migrate' })).toHaveAttribute(
      'href',
      new RegExp(`^/migrate/v2/${address}$`, 'i'),
    );
  }
  await page.getByRole('link', { name: /Import it/ }).click();
  await expect(page).toHaveURL(/\/find\?origin=\/migrate\/v2$/);
});

test('on the fast chain, which has the V3 migrator but not Sushi, only the Uniswap V2 pairs are listed and migrate', async ({
  page,
  wallet,
  fastChain,
}) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const uniswapPair = fastChain.deployment.v2Pairs.find(
    (pair) => pair.exchange === 'uniswap' && pair.tokens.join('/') === 'WETH/USDC',
  );
  const sushiPair = fastChain.deployment.v2Pairs.find((pair) => pair.exchange === 'sushi');
  if (!uniswapPair || !sushiPair) throw new Error('the fast chain lacks the seeded V2 pairs');
  await connectWallet(page, wallet, '/migrate/v2');
  await expect(page.getByRole('article', { name: 'ETH/USDC SushiSwap' })).toBeVisible();

  // The wallet moves to the fast chain and takes the app along (spec 001 §2: V2 migration on every
  // chain with a V3 migrator, Sushi pairs on mainnet, and the devnet that mirrors it, only).
  await wallet.setChain(31338);
  await expect(page).toHaveURL(/\/migrate\/v2\?chain=fast-devnet$/);
  await expect(page.getByRole('heading', { name: /not available/ })).toHaveCount(0);
  const card = page.getByRole('article', { name: /USDC Uniswap V2$/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: /SushiSwap$/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Migrate' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/migrate/v2/${uniswapPair.address}\\?chain=fast-devnet$`, 'i'),
  );
  await expect(page.getByRole('region', { name: 'Your Uniswap V2 position' })).toContainText(
    /Pooled DEVPOL\s*[\d,.]*[1-9]/,
  );

  // A Sushi stand-in pair's address is nothing to migrate here.
  await page.goto(`/migrate/v2/${sushiPair.address}?chain=fast-devnet`);
  await expect(page.getByText(/This address is not a Uniswap V2/)).toBeVisible();
});
