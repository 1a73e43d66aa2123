// Against the devnet's NonfungiblePositionManager: account #0's seeded positions (one in range,
// one out of range, one closed) are listed, loaded and classified as the devnet seeded them; who
// may act on one (owner, an operator approved for all, anyone else) is read from the manager.

import type { ContractCall } from '@dex/primitives';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { Contract, Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeTier } from './feeTiers';
import { approvedForAllCall, decodeApprovedForAll, positionAuthority } from './positionAuthority';
import {
  decodePosition,
  decodePositionApproved,
  decodePositionCount,
  decodePositionId,
  decodePositionOwner,
  positionApprovedCall,
  positionCall,
  positionCountCall,
  positionIdCalls,
  positionOwnerCall,
  positionStatus,
} from './positions';

const POOL = new Interface([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
]);

const SET_APPROVAL_FOR_ALL = ['function setApprovalForAll(address operator, bool approved)'];

let devnet: Devnet;
let read: (call: ContractCall) => Promise<string>;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  read = async ({ address, callData }) =>
    String(
      await devnet.client.request({
        method: 'eth_call',
        params: [{ to: address, data: callData }, 'latest'],
      }),
    );
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('v3 positions on the devnet', () => {
  it("lists account #0's positions and classifies each as seeded", async () => {
    const manager = devnet.deployment.contracts.nonfungiblePositionManager;
    const owner = devnet.deployment.accounts[0] as string;
    const count = decodePositionCount(await read(positionCountCall(manager, owner)));
    expect(count).toBeGreaterThanOrEqual(devnet.deployment.positions.length);
    const ids = await Promise.all(
      positionIdCalls(manager, owner, count ?? 0).map(async (call) =>
        decodePositionId(await read(call)),
      ),
    );
    for (const seeded of devnet.deployment.positions) {
      const tokenId = BigInt(seeded.tokenId);
      expect(ids).toContain(tokenId);
      const position = decodePosition(tokenId, await read(positionCall(manager, tokenId)));
      if (!position) throw new Error(`position ${tokenId} did not decode`);
      expect(feeTier(position.fee)).toBeDefined();
      const [, tick] = POOL.decodeFunctionResult(
        'slot0',
        await read({ address: seeded.pool, callData: POOL.encodeFunctionData('slot0') }),
      );
      expect(positionStatus(position, Number(tick))).toBe(seeded.state);
      const positionOwner = decodePositionOwner(await read(positionOwnerCall(manager, tokenId)));
      expect(positionOwner).toBe(seeded.owner);
    }
  });

  it('tells the owner, an operator approved for all, and a stranger apart', async () => {
    const manager = devnet.deployment.contracts.nonfungiblePositionManager;
    const [owner, operator, stranger] = devnet.deployment.accounts as [string, string, string];
    const tokenId = BigInt(devnet.deployment.positions[0]?.tokenId ?? 0);
    const authorityOf = async (account: string) => {
      const positionOwner = decodePositionOwner(await read(positionOwnerCall(manager, tokenId)));
      const approved = decodePositionApproved(await read(positionApprovedCall(manager, tokenId)));
      return positionAuthority({
        account,
        owner: positionOwner,
        approved: approved ?? null,
        approvedForAll: positionOwner
          ? decodeApprovedForAll(await read(approvedForAllCall(manager, positionOwner, account)))
          : undefined,
      });
    };
    expect(await authorityOf(owner)).toBe('owner');
    expect(await authorityOf(operator)).toBe('none');
    const snapshot = await devnet.client.snapshot();
    try {
      const managerContract = new Contract(manager, SET_APPROVAL_FOR_ALL);
      await devnet.client.send(managerContract, 'setApprovalForAll', [operator, true], { from: 0 });
      expect(await authorityOf(operator)).toBe('operator');
      expect(await authorityOf(stranger)).toBe('none');
    } finally {
      await devnet.client.revert(snapshot);
    }
  });
});
