// Approvals and permits on the V2 liquidity forms (issue #26, spec 001 §4, §5): Supply is never
// pressable before both tokens are APPROVED, not even while an allowance is still being read; and
// a permit counts only for exactly what was signed, so removing less than signed asks again.
import { Contract } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { rpcProxyControl } from '../src/rpcProxy';

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
];

test.afterEach(async ({ harness }) => {
  await rpcProxyControl(harness.readRpcUrl).setMode('pass');
});

/** What the page's Supply button did, recorded from the first paint by a DOM observer. */
interface SupplyLog {
  /** When an 'Approve …' button first appeared (performance.now()), or null. */
  readonly firstApproveAt: number | null;
  /** Every moment Supply was seen pressable, with the approve buttons shown then. */
  readonly enabled: readonly { readonly at: number; readonly approvals: readonly string[] }[];
}

declare global {
  interface Window {
    __supplyLog?: SupplyLog;
  }
}

/** Installed before the page's own scripts: watches the Supply button on every DOM change. */
function observeSupply() {
  const log: { firstApproveAt: number | null; enabled: { at: number; approvals: string[] }[] } = {
    firstApproveAt: null,
    enabled: [],
  };
  window.__supplyLog = log;
  const text = (node: Node) => node.textContent?.trim() ?? '';
  const check = (records: readonly MutationRecord[]) => {
    const buttons = [...document.querySelectorAll('button')];
    const approvals = buttons.map(text).filter((label) => /^Approv(e|ing) /.test(label));
    if (approvals.length > 0 && log.firstApproveAt === null) log.firstApproveAt = performance.now();
    let enabled = buttons.some((button) => text(button) === 'Supply' && !button.disabled);
    // Enabled and disabled again within one task: the attribute's old value tells.
    for (const record of records) {
      if (
        record.type === 'attributes' &&
        record.oldValue === null &&
        text(record.target) === 'Supply'
      ) {
        enabled = true;
      }
    }
    if (enabled) log.enabled.push({ at: performance.now(), approvals });
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled'],
    attributeOldValue: true,
  });
}

test('Supply stays disabled until both tokens are approved, even while an allowance is unread', async ({
  page,
  wallet,
  devnet,
  harness,
}) => {
  const { tokens, contracts, accounts } = devnet.deployment;
  const dai = tokens.DAI?.address ?? '';
  const usdc = tokens.USDC?.address ?? '';
  const router = contracts.v2Router02;
  // Account #3 holds DAI and USDC and has approved neither for the router.
  await wallet.setAccount(3);
  const owner = accounts[3] ?? '';
  const allowance = (token: string) =>
    new Contract(token, ERC20, devnet.client.provider).getFunction('allowance')(
      owner,
      router,
    ) as Promise<bigint>;
  expect(await allowance(dai)).toBe(0n);
  expect(await allowance(usdc)).toBe(0n);
  const factory = new Contract(
    contracts.v2Factory,
    ['function getPair(address, address) view returns (address)'],
    devnet.client.provider,
  );
  const lp = new Contract(
    (await factory.getFunction('getPair')(dai, usdc)) as string,
    ERC20,
    devnet.client.provider,
  );
  const lpBalance = async () => (await lp.getFunction('balanceOf')(owner)) as bigint;
  expect(await lpBalance()).toBe(0n);

  await page.addInitScript(observeSupply);
  await connectWallet(page, wallet, `/add/v2/${dai}/${usdc}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible();
  // The pair and the balances are read: prices from the pool, and a balance per token.
  await expect(page.getByRole('region', { name: 'Prices and pool share' })).toContainText(
    /USDC per DAI\s*[\d.,]+/,
  );
  await expect(page.getByText(/^Balance: /)).toHaveCount(2);

  // The node turns slow: from now on nothing the page asks is answered until released. The
  // allowances are first asked for once an amount is typed, so they cannot be known yet.
  const proxy = rpcProxyControl(harness.readRpcUrl);
  await proxy.setMode('hold');
  await page.getByRole('textbox', { name: 'DAI' }).fill('100');
  await expect(page.getByRole('textbox', { name: 'USDC' })).toHaveValue(/^(99|100)(\.\d+)?$/);
  const supply = page.getByRole('button', { name: 'Supply' });
  await expect(supply).toBeVisible();
  await expect(supply).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);

  // The reads come back: both tokens need approving, Supply waits for both.
  await proxy.setMode('pass');
  await expect(page.getByRole('button', { name: 'Approve DAI' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Approve USDC' })).toBeEnabled();
  await expect(supply).toBeDisabled();
  await page.getByRole('button', { name: 'Approve DAI' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(() => allowance(dai)).toBeGreaterThan(0n);
  await expect(page.getByRole('button', { name: /^Approv(e|ing) DAI$/ })).toHaveCount(0);
  await expect(supply).toBeDisabled();
  await page.getByRole('button', { name: 'Approve USDC' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(() => allowance(usdc)).toBeGreaterThan(0n);
  await expect(supply).toBeEnabled();

  // Never pressable earlier: not before the approve buttons first appeared (allowances unread),
  // and never beside one.
  const log = await page.evaluate(() => window.__supplyLog);
  expect(log?.firstApproveAt).not.toBeNull();
  expect(log?.enabled.length).toBeGreaterThan(0);
  for (const moment of log?.enabled ?? []) {
    expect(moment.at).toBeGreaterThan(log?.firstApproveAt ?? Number.POSITIVE_INFINITY);
    expect(moment.approvals).toEqual([]);
  }

  await supply.click();
  await page
    .getByRole('dialog', { name: 'You will receive' })
    .getByRole('button', { name: 'Confirm Supply' })
    .click();
  await closeSubmittedDialog(page);
  await expect.poll(lpBalance).toBeGreaterThan(0n);
});

test('removing less than was signed for asks for a new signature, then removes exactly that', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens, mining, accounts } = devnet.deployment;
  const dai = tokens.DAI?.address ?? '';
  const owner = accounts[0] ?? '';
  // Account #0's ETH/DAI LP token, a pair with EIP-2612 permits.
  const lp = new Contract(mining[1]?.stakingToken ?? '', ERC20, devnet.client.provider);
  const lpBalance = async () => (await lp.getFunction('balanceOf')(owner)) as bigint;
  const before = await lpBalance();
  expect(before).toBeGreaterThan(0n);

  await connectWallet(page, wallet, `/remove/v2/ETH/${dai}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeVisible();
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  const approved = page.getByRole('button', { name: 'Approved', exact: true });
  const remove = page.getByRole('button', { name: 'Remove', exact: true });
  await page.getByRole('button', { name: 'Max' }).click();
  await approve.click();
  await expect(approved).toBeDisabled();
  await expect(remove).toBeEnabled();
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1);

  // Half of it now: the signature was for the whole balance, so it no longer counts.
  await page.getByRole('button', { name: '50%' }).click();
  await expect(approve).toBeEnabled();
  await expect(approved).toHaveCount(0);
  await expect(remove).toBeDisabled();
  await approve.click();
  await expect(approved).toBeDisabled();
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(2);
  // Signatures only: nothing was approved on chain.
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

  await remove.click();
  const review = page.getByRole('dialog', { name: 'You will receive' });
  await expect(review).toContainText('UNI-V2 ETH/DAI Burned');
  await review.getByRole('button', { name: 'Confirm' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(lpBalance).toBe(before - before / 2n);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
});
