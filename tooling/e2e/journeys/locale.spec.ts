// Numbers in the reader's language (issue #19): with ?lng=de the swap page writes balances, the
// header balance, the price, the dollar values and the confirm dialog's amounts the German way
// ("1.234,5", "2.000,00 $"), while the amount fields keep the plain "." decimal they accept.
import { formatEther } from 'ethers';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

/** `value` at 4 significant digits, as German writes it ("9.999", "0,1234"). */
const german4 = (value: number) =>
  new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 4 }).format(value);

test('the swap page in German: separators the German way, amount fields plain', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const usdc = devnet.deployment.tokens.USDC.address;
  await connectWallet(page, wallet, '/swap');
  await page.goto(`/swap?lng=de&inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1.5`);

  // The ETH balance (thousands of ETH) with a German group separator, in the panel and header.
  const balance = Number(formatEther(await devnet.client.provider.getBalance(account)));
  expect(balance).toBeGreaterThan(1000);
  const from = page.getByRole('region', { name: 'Von' });
  await expect(from.getByText(`Guthaben: ${german4(balance)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(`${german4(balance)} ETH`);

  // The typed amount stays as typed; the computed output field is plain too (no grouping).
  await expect(from.getByRole('textbox', { name: 'Von' })).toHaveValue('1.5');
  const output = page.getByRole('textbox', { name: 'Nach (mindestens)' });
  await expect(output).toHaveValue(/^\d+(\.\d+)?$/);
  const outputAmount = Number(await output.inputValue());
  expect(outputAmount).toBeGreaterThan(1000);

  // Dollar values: "2.995,12 $" (German grouping, decimal comma, the sign after a no-break space).
  const germanDollars = /^\d{1,3}(\.\d{3})*,\d\d\u00a0\$$/;
  await expect(from.getByText(germanDollars)).toBeVisible();
  const to = page.getByRole('region', { name: /^Nach/ });
  const outputDollars = (await to.getByText(germanDollars).textContent()) ?? '';
  const dollars = Number(outputDollars.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(Math.abs(dollars - outputAmount)).toBeLessThan(0.0101);

  // The price line: about 2,000 USDC per ETH at 4 significant digits, "1.996 USDC pro ETH".
  await expect(page.getByTitle('Preis umkehren')).toHaveText(/^\d\.\d{3} USDC pro ETH$/);

  // The confirm dialog writes the output amount the German way.
  await page.getByRole('button', { name: 'Tauschen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap bestätigen' });
  const shown = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 6 }).format(
    outputAmount,
  );
  await expect(dialog).toContainText(shown);
  await expect(dialog).toContainText('1,5');
});
