// Each test starts from the chain state its worker's devnet started with, whatever the test before
// it did.
import { expect, test } from '../src/fixtures';

// Serial: the second test checks what the first one left behind (it must have been undone).
test.describe.configure({ mode: 'serial' });

let blockAtStart: number | undefined;
let balanceBefore = 0n;
const burner = '0x000000000000000000000000000000000000dEaD';

test('a test that mines blocks and moves ether', async ({ devnet }) => {
  blockAtStart = (await devnet.client.latestBlock()).number;
  balanceBefore = await devnet.client.provider.getBalance(burner);
  await devnet.mine(5);
  const sent = await devnet.client.signer(0).sendTransaction({ to: burner, value: 1234n });
  await devnet.client.waitForReceipt(sent.hash);
  expect((await devnet.client.latestBlock()).number).toBeGreaterThan(blockAtStart + 5);
  expect(await devnet.client.provider.getBalance(burner)).toBe(balanceBefore + 1234n);
});

test('the next test starts from the same block and balances', async ({ devnet }) => {
  expect((await devnet.client.latestBlock()).number).toBe(blockAtStart);
  expect(await devnet.client.provider.getBalance(burner)).toBe(balanceBefore);
});
