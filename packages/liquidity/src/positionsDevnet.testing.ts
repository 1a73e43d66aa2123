// Shared by the liquidity devnet tests: reads and writes as account #0 against a started devnet,
// seeded tokens by symbol, and a seeded position with its SDK pool.
import {
  permitInfoCalls,
  permitTypedData,
  resolvePermitInfo,
  type SignedPermit,
  toSignedPermit,
} from '@dex/approvals';
import { toSdkToken } from '@dex/currency';
import type { ContractCall, TransactionRequest } from '@dex/primitives';
import { type Devnet, padGas } from '@dex-tooling/devnet';
import { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { decodePool, poolCalls, v3PoolAddress } from './pools';
import { decodePosition, positionCall, type V3Position } from './positions';

const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);

export function devnetHelpers(devnet: Devnet) {
  const manager = devnet.deployment.contracts.nonfungiblePositionManager;
  const owner = devnet.deployment.accounts[0] as string;
  const request = devnet.client.request;
  const read = async ({ address, callData }: ContractCall) =>
    String(
      await request({ method: 'eth_call', params: [{ to: address, data: callData }, 'latest'] }),
    );

  /** Sends as account #0 and fails on a revert. */
  async function send(call: TransactionRequest): Promise<void> {
    const tx = {
      from: owner,
      to: call.address,
      data: call.callData,
      ...(call.value ? { value: `0x${call.value.toString(16)}` } : {}),
    };
    // anvil's estimate has no margin (DEVNET.md): pad it like the app's write flow does, and more.
    const estimate = BigInt(String(await request({ method: 'eth_estimateGas', params: [tx] })));
    const gas = `0x${padGas(estimate).toString(16)}`;
    const hash = String(await request({ method: 'eth_sendTransaction', params: [{ ...tx, gas }] }));
    const receipt = await devnet.client.waitForReceipt(hash);
    if (receipt.status !== 1) throw new Error(`transaction ${hash} reverted`);
  }

  /** Like `read`, but a reverted or failed call gives null (for reads expected to fail). */
  const tryRead = async (call: ContractCall): Promise<string | null> => {
    try {
      return await read(call);
    } catch {
      return null;
    }
  };

  /** A seeded token by symbol, as the app builds it (@dex/router's toSdkToken). */
  const tokenBySymbol = (symbol: string): Token => {
    const deployed = Object.values(devnet.deployment.tokens).find((t) => t.symbol === symbol);
    if (!deployed) throw new Error(`no ${symbol}`);
    return toSdkToken({ ...deployed, chainId: devnet.chainId } as Parameters<typeof toSdkToken>[0]);
  };

  const tokenOf = (address: string) => {
    const deployed = Object.values(devnet.deployment.tokens).find(
      (token) => token.address.toLowerCase() === address.toLowerCase(),
    );
    if (!deployed) throw new Error(`unknown token ${address}`);
    return new Token(devnet.chainId, deployed.address, deployed.decimals, deployed.symbol);
  };

  /** The v3 pool of a pair and fee under the devnet's factory; null when there is none. */
  async function loadPool(tokenA: Token, tokenB: Token, fee: number): Promise<Pool | null> {
    const factory = devnet.deployment.contracts.v3Factory;
    const [slot0, liquidity] = poolCalls(v3PoolAddress(factory, tokenA, tokenB, fee));
    return decodePool(tokenA, tokenB, fee, await read(slot0), await read(liquidity));
  }

  async function loadPosition(tokenId: bigint): Promise<{ position: V3Position; pool: Pool }> {
    const position = decodePosition(tokenId, await read(positionCall(manager, tokenId)));
    if (!position) throw new Error(`no position ${tokenId}`);
    const seeded = devnet.deployment.positions.find((p) => BigInt(p.tokenId) === tokenId);
    if (!seeded) throw new Error(`position ${tokenId} is not seeded`);
    const [slot0, liquidity] = poolCalls(seeded.pool);
    const pool = decodePool(
      tokenOf(position.token0),
      tokenOf(position.token1),
      position.fee,
      await read(slot0),
      await read(liquidity),
    );
    if (!pool) throw new Error(`no pool for position ${tokenId}`);
    return { position, pool };
  }

  const balanceOf = async (token: string, account = owner) =>
    BigInt(
      await read({ address: token, callData: ERC20.encodeFunctionData('balanceOf', [account]) }),
    );

  const seededId = (state: 'in-range' | 'out-of-range' | 'closed') => {
    const seeded = devnet.deployment.positions.find((p) => p.state === state);
    if (!seeded) throw new Error(`no ${state} position seeded`);
    return BigInt(seeded.tokenId);
  };

  /** An EIP-2612 permit of `token` signed by `signer` (account #0) for `spender`, as the app signs one. */
  async function signPermit(
    token: string,
    spender: string,
    value: bigint,
    deadline: bigint,
    signer: string = owner,
  ): Promise<SignedPermit> {
    const answers = await Promise.all(permitInfoCalls(token, signer).map(tryRead));
    const info = resolvePermitInfo(
      devnet.chainId,
      token,
      answers.map((answer) => answer ?? undefined),
    );
    if (!info) throw new Error(`${token} has no usable permit`);
    const request = { owner: signer, spender, value, deadline };
    const signature = String(
      await devnet.client.request({
        method: 'eth_signTypedData_v4',
        params: [signer, permitTypedData(info, request)],
      }),
    );
    return toSignedPermit(info, request, signature);
  }

  return {
    manager,
    signPermit,
    owner,
    request,
    read,
    tryRead,
    tokenBySymbol,
    loadPool,
    send,
    loadPosition,
    balanceOf,
    seededId,
  };
}
