// The three actions against a real anvil node (@dex-tooling/devnet), whose unlocked accounts act as
// the wallet: an approve estimated and sent (maximum first), a failing write refused before it is
// sent, an EIP-2612 and a DAI-style permit signed on the chain's clock and accepted by the token,
// and the approval read before and after.
import {
  ApprovalState,
  approveCalls,
  PermitSignatureState,
  type ReadApprovalParameters,
  readApproval,
  signPermit,
} from '@dex/approvals';
import type { Eip1193Provider, RequestFunction } from '@dex/primitives';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { Interface, MaxUint256 } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readChainTime } from './chainTime';
import { GasEstimateError } from './errors';
import { type SentWrite, sendWrite } from './sendWrite';

const TOKEN = new Interface([
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)',
]);

let devnet: Devnet;
let owner: string;
let spender: string;
const request: RequestFunction = (args) => devnet.client.request(args);
// The node's unlocked accounts sign and send, as a wallet on `owner` would.
const wallet: Eip1193Provider = {
  request: (args) => (args.method === 'eth_accounts' ? Promise.resolve([owner]) : request(args)),
};

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  owner = devnet.deployment.accounts[5] as string;
  spender = devnet.deployment.contracts.swapRouter;
}, 300_000);
afterAll(async () => {
  await devnet?.stop();
});

let snapshot: string;
beforeEach(async () => {
  if (snapshot) await devnet.revert(snapshot);
  snapshot = await devnet.snapshot();
});

const spendOf = (token: string, amount: bigint): ReadApprovalParameters => ({
  chainId: devnet.chainId,
  token,
  owner,
  spender,
  amount,
});

describe('the write path on the devnet', () => {
  it('approves the maximum through sendWrite, tracked with the nonce the node gives it', async () => {
    const usdc = devnet.deployment.tokens.USDC.address;
    const before = await readApproval(spendOf(usdc, 1_000_000n), request);
    expect(before.state).toBe(ApprovalState.NOT_APPROVED);
    const nonce = Number(
      await request({ method: 'eth_getTransactionCount', params: [owner, 'pending'] }),
    );
    const tracked: SentWrite[] = [];
    const sent = await sendWrite({
      provider: wallet,
      chainId: devnet.chainId,
      account: owner,
      calls: approveCalls(usdc, spender, 1_000_000n),
      track: (write) => {
        tracked.push(write);
      },
    });
    expect((await devnet.client.waitForReceipt(sent.hash)).status).toBe(1);
    expect(tracked).toEqual([sent]);
    expect(sent.nonce).toBe(nonce);
    const after = await readApproval(spendOf(usdc, 1_000_000n), request);
    expect(after.state).toBe(ApprovalState.APPROVED);
    expect(after.allowance).toBe(MaxUint256);
  });

  it('sends nothing when the write would revert, and says why', async () => {
    const dai = devnet.deployment.tokens.DAI.address;
    const nonce = await request({ method: 'eth_getTransactionCount', params: [owner, 'latest'] });
    const other = devnet.deployment.accounts[6] as string;
    const failure = await sendWrite({
      provider: wallet,
      chainId: devnet.chainId,
      account: owner,
      // Taking another account's DAI without its allowance.
      calls: [
        {
          address: dai,
          callData: TOKEN.encodeFunctionData('transferFrom', [other, owner, 1n]),
        },
      ],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GasEstimateError);
    expect((failure as GasEstimateError).reason).toBeTruthy();
    expect(await request({ method: 'eth_getTransactionCount', params: [owner, 'latest'] })).toBe(
      nonce,
    );
  });

  it.each(['USDC', 'DAI'] as const)(
    "signs a %s permit on the chain's clock that counts as approved and that the token accepts",
    async (symbol) => {
      const token = devnet.deployment.tokens[symbol].address;
      const amount = 123_000_000n;
      const now = await readChainTime(request);
      const deadline = now + 1800n;
      const wanted = { ...spendOf(token, amount), permit: { signed: null, deadline } };
      const unsigned = await readApproval(wanted, request);
      expect(unsigned.permit.state).toBe(PermitSignatureState.NOT_SIGNED);
      if (!unsigned.permitInfo) throw new Error(`${symbol} should take permits`);

      const permit = await signPermit({
        provider: wallet,
        account: owner,
        info: unsigned.permitInfo,
        spender,
        value: amount,
        chainTime: () => readChainTime(request),
        deadlineSeconds: 1800,
      });
      expect(permit.deadline).toBeGreaterThanOrEqual(now + 1800n + 1200n);
      const signed = await readApproval(
        { ...wanted, permit: { signed: permit, deadline } },
        request,
      );
      expect(signed.onChain).toBe(ApprovalState.NOT_APPROVED);
      expect(signed.state).toBe(ApprovalState.APPROVED);

      const permitCall =
        permit.type === 'amount'
          ? TOKEN.encodeFunctionData(
              'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
              [owner, spender, amount, permit.deadline, permit.v, permit.r, permit.s],
            )
          : TOKEN.encodeFunctionData(
              'permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)',
              [owner, spender, permit.nonce, permit.deadline, true, permit.v, permit.r, permit.s],
            );
      const sent = await sendWrite({
        provider: wallet,
        chainId: devnet.chainId,
        account: owner,
        calls: [{ address: token, callData: permitCall }],
      });
      expect((await devnet.client.waitForReceipt(sent.hash)).status).toBe(1);
      // On chain now, and the spent nonce means the signature no longer counts by itself.
      const onChain = await readApproval(
        { ...wanted, permit: { signed: permit, deadline } },
        request,
      );
      expect(onChain.onChain).toBe(ApprovalState.APPROVED);
      expect(onChain.permit.state).toBe(PermitSignatureState.NOT_SIGNED);
      expect(onChain.state).toBe(ApprovalState.APPROVED);
    },
  );
});
