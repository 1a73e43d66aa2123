import type { ContractCall } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { positionWithPool, readPosition } from './positionDetail';
import { POSITION_MANAGER_INTERFACE, type V3Position } from './positions';
import { USDC, usdcWethPool, WETH } from './usdcWeth.testing';

const MANAGER = '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN0 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOKEN1 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ZERO = '0x0000000000000000000000000000000000000000';
const SVG = `data:image/svg+xml;base64,${btoa('<svg/>')}`;
const URI = `data:application/json;base64,${btoa(JSON.stringify({ name: 'Position 7', image: SVG }))}`;

const answer = (name: string, values: readonly unknown[]) =>
  POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
const positionAnswer = answer('positions', [
  0n,
  ZERO,
  TOKEN0,
  TOKEN1,
  3000,
  -120,
  240,
  5_000n,
  0n,
  0n,
  0n,
  0n,
]);
const nameOf = (call: ContractCall) =>
  POSITION_MANAGER_INTERFACE.parseTransaction({ data: call.callData })?.name ?? '';

/** Answers by function name; a name missing from `answers` is still loading. */
const reads = (answers: Record<string, string | null>) =>
  vi.fn((calls: readonly ContractCall[]) => calls.map((call) => answers[nameOf(call)]));

describe('readPosition', () => {
  const input = { manager: MANAGER, tokenId: 7n };

  it('loads until positions answers, and asks for no artwork before', () => {
    const readRarely = reads({});
    expect(readPosition({ ...input, read: reads({}), readRarely })).toEqual({ status: 'loading' });
    expect(readRarely).not.toHaveBeenCalled();
  });

  it('finds nothing for a failed positions read (never minted or burned)', () => {
    const read = reads({ positions: null, ownerOf: null, getApproved: null });
    expect(readPosition({ ...input, read, readRarely: reads({}) })).toEqual({
      status: 'not-found',
    });
  });

  it('reads the position, its owner, its approved operator and its artwork rarely', () => {
    const read = reads({
      positions: positionAnswer,
      ownerOf: answer('ownerOf', [OWNER]),
      getApproved: answer('getApproved', [ZERO]),
    });
    const readRarely = reads({ tokenURI: answer('tokenURI', [URI]) });
    const result = readPosition({ ...input, read, readRarely });
    expect(result).toMatchObject({
      status: 'ready',
      position: { tokenId: 7n, token0: TOKEN0, token1: TOKEN1, fee: 3000, liquidity: 5_000n },
      owner: OWNER,
      approved: undefined,
      metadata: { name: 'Position 7', image: SVG },
    });
    expect(read.mock.calls[0]?.[0].map(nameOf)).toEqual(['positions', 'ownerOf', 'getApproved']);
    expect(readRarely.mock.calls[0]?.[0].map(nameOf)).toEqual(['tokenURI']);
  });
});

describe('positionWithPool', () => {
  const [token0, token1, pool, tick] = [USDC, WETH, usdcWethPool, usdcWethPool.tickCurrent];
  const position = {
    tokenId: 7n,
    liquidity: 5_000n,
    tickLower: tick - 600,
    tickUpper: tick + 600,
  } as V3Position;

  it('badges the position once the pool is known, prices per the dollar stablecoin at first', () => {
    expect(
      positionWithPool({ position, token0, token1, pool, usdStablecoin: token0 }),
    ).toMatchObject({ rangeStatus: 'in-range', invertedAtFirst: true, pool, token0, token1 });
  });

  it('has no badge while the pool is unknown, except closed', () => {
    const input = { position, token0, token1, pool: null, usdStablecoin: undefined };
    expect(positionWithPool(input).rangeStatus).toBeUndefined();
    expect(
      positionWithPool({ ...input, position: { ...position, liquidity: 0n } }).rangeStatus,
    ).toBe('closed');
  });
});
