// Permits against the devnet's real permit tokens (EIP-2612 USDC, DAI-style DAI): support is read
// from the token, the typed data is signed by the node's account, and the token accepts it.
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { Interface, type JsonRpcProvider } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permitInfoCalls,
  permitTypedData,
  resolvePermitInfo,
  splitPermitSignature,
} from './permit';

const TOKEN = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)',
]);

let devnet: Devnet;
let provider: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  provider = devnet.client.provider;
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

async function permitInfo(token: string, owner: string) {
  const answers = await Promise.all(
    permitInfoCalls(token, owner).map((call) =>
      provider.call({ to: call.address, data: call.callData }).catch(() => undefined),
    ),
  );
  return resolvePermitInfo(31337, token, answers);
}

describe('permits on the devnet', () => {
  it.each(['USDC', 'DAI'] as const)('a signed %s permit sets the allowance', async (symbol) => {
    const owner = devnet.deployment.accounts[3] as string;
    const spender = devnet.deployment.contracts.swapRouter;
    const token = devnet.deployment.tokens[symbol].address;
    const info = await permitInfo(token, owner);
    expect(info?.type).toBe(symbol === 'DAI' ? 'allowed' : 'amount');
    if (!info) return;
    const latest = await provider.getBlock('latest');
    const deadline = BigInt((latest?.timestamp ?? 0) + 3600);
    const value = 123_000_000n;
    const signature = (await provider.send('eth_signTypedData_v4', [
      owner,
      permitTypedData(info, { owner, spender, value, deadline }),
    ])) as string;
    const { v, r, s } = splitPermitSignature(signature);
    const data =
      info.type === 'amount'
        ? TOKEN.encodeFunctionData(
            'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
            [owner, spender, value, deadline, v, r, s],
          )
        : TOKEN.encodeFunctionData(
            'permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)',
            [owner, spender, info.nonce, deadline, true, v, r, s],
          );
    const hash = (await provider.send('eth_sendTransaction', [
      { from: owner, to: token, data },
    ])) as string;
    expect((await devnet.client.waitForReceipt(hash)).status).toBe(1);
    const allowance = BigInt(
      await provider.call({
        to: token,
        data: TOKEN.encodeFunctionData('allowance', [owner, spender]),
      }),
    );
    expect(allowance).toBe(info.type === 'amount' ? value : 2n ** 256n - 1n);
  });

  it('reports no permit for WETH', async () => {
    expect(
      await permitInfo(devnet.deployment.contracts.weth9, devnet.deployment.accounts[3] as string),
    ).toBeNull();
  });
});
