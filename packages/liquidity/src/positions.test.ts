import type { ContractCall } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { FEE_TIERS, feeTier, formatFee } from './feeTiers';
import {
  decodePosition,
  decodePositionApproved,
  decodePositionCount,
  decodePositionId,
  decodePositionOwner,
  decodeTokenUri,
  isSettledPosition,
  newestPositionIndexes,
  POSITION_MANAGER_INTERFACE,
  POSITIONS_PAGE_SIZE,
  positionCall,
  positionCountCall,
  positionIdCalls,
  positionIdCallsAt,
  positionStatus,
  readAccountPositions,
} from './positions';

const MANAGER = '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN0 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOKEN1 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

describe('fee tiers', () => {
  it('offers 0.05%, 0.3% and 1% with their tick spacings', () => {
    expect(FEE_TIERS.map((tier) => [tier.name, tier.fee, tier.label, tier.tickSpacing])).toEqual([
      ['low', 500, '0.05%', 10],
      ['medium', 3000, '0.3%', 60],
      ['high', 10000, '1%', 200],
    ]);
    expect(feeTier(3000)?.name).toBe('medium');
    expect(feeTier(100)).toBeUndefined();
    expect(formatFee(100)).toBe('0.01%');
  });
});

describe('positionStatus', () => {
  const position = { liquidity: 10n, tickLower: -60, tickUpper: 60 };

  it('is in range from the lower tick up to, not including, the upper tick', () => {
    expect(positionStatus(position, -60)).toBe('in-range');
    expect(positionStatus(position, 0)).toBe('in-range');
    expect(positionStatus(position, 59)).toBe('in-range');
    expect(positionStatus(position, 60)).toBe('out-of-range');
    expect(positionStatus(position, -61)).toBe('out-of-range');
  });

  it('is closed with no liquidity, wherever the price is', () => {
    expect(positionStatus({ ...position, liquidity: 0n }, 0)).toBe('closed');
  });
});

describe('position reads', () => {
  it('asks for one token id per index', () => {
    const calls = positionIdCalls(MANAGER, OWNER, 3);
    expect(calls.map((c) => c.address)).toEqual(
      Array(3).fill('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'),
    );
    expect(
      calls.map(
        (c) => POSITION_MANAGER_INTERFACE.decodeFunctionData('tokenOfOwnerByIndex', c.callData)[1],
      ),
    ).toEqual([0n, 1n, 2n]);
  });

  it('decodes a position with every field', () => {
    const answer = POSITION_MANAGER_INTERFACE.encodeFunctionResult('positions', [
      7n,
      OTHER,
      TOKEN0,
      TOKEN1,
      3000,
      -120,
      240,
      5_000n,
      1n,
      2n,
      30n,
      40n,
    ]);
    expect(positionCall(MANAGER, 9n).callData).toBe(
      POSITION_MANAGER_INTERFACE.encodeFunctionData('positions', [9n]).toLowerCase(),
    );
    expect(decodePosition(9n, answer)).toEqual({
      tokenId: 9n,
      nonce: 7n,
      operator: OTHER,
      token0: TOKEN0,
      token1: TOKEN1,
      fee: 3000,
      tickLower: -120,
      tickUpper: 240,
      liquidity: 5_000n,
      feeGrowthInside0LastX128: 1n,
      feeGrowthInside1LastX128: 2n,
      tokensOwed0: 30n,
      tokensOwed1: 40n,
    });
  });

  it('decodes the approved operator (none for the zero address) and the token URI', () => {
    const encode = (name: string, values: unknown[]) =>
      POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
    expect(decodePositionApproved(encode('getApproved', [OTHER.toLowerCase()]))).toBe(OTHER);
    expect(
      decodePositionApproved(encode('getApproved', ['0x0000000000000000000000000000000000000000'])),
    ).toBeUndefined();
    expect(decodeTokenUri(encode('tokenURI', ['data:application/json;base64,e30=']))).toBe(
      'data:application/json;base64,e30=',
    );
  });

  it('gives undefined for failed, empty or malformed answers', () => {
    for (const bad of [undefined, '0x', '0x1234', '<b>not hex</b>']) {
      expect(decodePosition(1n, bad)).toBeUndefined();
      expect(decodePositionCount(bad)).toBeUndefined();
      expect(decodePositionId(bad)).toBeUndefined();
      expect(decodePositionOwner(bad)).toBeUndefined();
      expect(decodePositionApproved(bad)).toBeUndefined();
      expect(decodeTokenUri(bad)).toBeUndefined();
    }
  });

  it('reports malformed answers (not failed or empty ones) to onParseError', () => {
    const onParseError = vi.fn();
    for (const bad of [undefined, '0x', '0x1234']) {
      decodePosition(1n, bad, onParseError);
      decodePositionCount(bad, onParseError);
      decodePositionId(bad, onParseError);
      decodePositionOwner(bad, onParseError);
      decodePositionApproved(bad, onParseError);
      decodeTokenUri(bad, onParseError);
    }
    expect(onParseError).toHaveBeenCalledTimes(6);
    expect(onParseError.mock.calls.every(([data]) => data === '0x1234')).toBe(true);
  });
});

describe('readAccountPositions (/pool)', () => {
  const encode = (name: string, values: unknown[]) =>
    POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
  const position = (id: bigint) =>
    encode('positions', [0n, OTHER, TOKEN0, TOKEN1, 3000, -120, 240, id * 1000n, 0n, 0n, 0n, 0n]);
  const answers = new Map<string, string | null>();
  const read = (calls: readonly ContractCall[]) => calls.map((call) => answers.get(call.callData));
  const positionsOf = () =>
    readAccountPositions({ manager: MANAGER, owner: OWNER, read, onParseError: () => {} });

  it('reads the count, each id and each position, newest first, loading until each round answers', () => {
    answers.clear();
    expect(positionsOf()).toEqual({ status: 'loading' });
    answers.set(positionCountCall(MANAGER, OWNER).callData, encode('balanceOf', [2n]));
    expect(positionsOf()).toEqual({ status: 'loading' });
    const [first, second] = positionIdCalls(MANAGER, OWNER, 2) as [ContractCall, ContractCall];
    answers.set(first.callData, encode('tokenOfOwnerByIndex', [4n]));
    answers.set(second.callData, encode('tokenOfOwnerByIndex', [9n]));
    expect(positionsOf()).toEqual({ status: 'loading' });
    answers.set(positionCall(MANAGER, 4n).callData, position(4n));
    answers.set(positionCall(MANAGER, 9n).callData, position(9n));
    const state = positionsOf();
    expect(
      state.status === 'ready' && state.positions.map((p) => [p.tokenId, p.liquidity]),
    ).toEqual([
      [9n, 9000n],
      [4n, 4000n],
    ]);
  });

  it('holds none for a zero or failed count, and leaves out a position that does not decode', () => {
    answers.clear();
    answers.set(positionCountCall(MANAGER, OWNER).callData, null);
    expect(positionsOf()).toEqual({ status: 'ready', positions: [], total: 0 });
    answers.set(positionCountCall(MANAGER, OWNER).callData, encode('balanceOf', [1n]));
    const [only] = positionIdCalls(MANAGER, OWNER, 1) as [ContractCall];
    answers.set(only.callData, encode('tokenOfOwnerByIndex', [4n]));
    answers.set(positionCall(MANAGER, 4n).callData, '0x1234');
    expect(positionsOf()).toEqual({ status: 'ready', positions: [], total: 1 });
  });
});

describe('paging and settled positions (issue #28 §2)', () => {
  const encode = (name: string, values: unknown[]) =>
    POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
  const positionData = (liquidity: bigint, owed0 = 0n, owed1 = 0n) =>
    encode('positions', [
      0n,
      OTHER,
      TOKEN0,
      TOKEN1,
      3000,
      -120,
      240,
      liquidity,
      0n,
      0n,
      owed0,
      owed1,
    ]);

  /** An owner with `count` positions, token id = index + 1; `liquidityOf` says each one's liquidity. */
  function chain(count: number, liquidityOf: (id: bigint) => bigint) {
    const answers = new Map<string, string>();
    answers.set(positionCountCall(MANAGER, OWNER).callData, encode('balanceOf', [BigInt(count)]));
    positionIdCalls(MANAGER, OWNER, count).forEach((call, index) => {
      answers.set(call.callData, encode('tokenOfOwnerByIndex', [BigInt(index + 1)]));
      const id = BigInt(index + 1);
      answers.set(positionCall(MANAGER, id).callData, positionData(liquidityOf(id)));
    });
    const perBlock: string[] = [];
    const once: string[] = [];
    const reader = (log: string[]) => (calls: readonly ContractCall[]) =>
      calls.map((call) => {
        log.push(call.callData);
        return answers.get(call.callData);
      });
    return { answers, perBlock, once, read: reader(perBlock), readOnce: reader(once) };
  }
  const positionCalls = (log: readonly string[]) =>
    log.filter((data) => data.startsWith(positionCall(MANAGER, 1n).callData.slice(0, 10)));

  it('shows the newest page first and reads only that page, however many positions the account holds', () => {
    expect(POSITIONS_PAGE_SIZE).toBe(25);
    expect(newestPositionIndexes(3, 25)).toEqual([2, 1, 0]);
    expect(newestPositionIndexes(60, 25)).toEqual(Array.from({ length: 25 }, (_, i) => 59 - i));
    expect(newestPositionIndexes(60, 0)).toEqual([]);
    const dust = chain(500, () => 1n);
    const state = readAccountPositions({ manager: MANAGER, owner: OWNER, ...dust });
    expect(state.status === 'ready' && state.total).toBe(500);
    expect(state.status === 'ready' && state.positions.map((p) => p.tokenId)).toEqual(
      Array.from({ length: 25 }, (_, i) => BigInt(500 - i)),
    );
    // One balanceOf, 25 ids, 25 positions every block: nothing of the other 475.
    expect(dust.perBlock).toHaveLength(1 + 25 + 25);
    expect(positionIdCallsAt(MANAGER, OWNER, [499, 498]).map((c) => c.callData)).toEqual(
      dust.perBlock.slice(1, 3),
    );
  });

  it('shows more on request: the limit is the number of newest positions read', () => {
    const account = chain(60, () => 1n);
    const shown = (limit: number) => {
      const state = readAccountPositions({ manager: MANAGER, owner: OWNER, ...account, limit });
      return state.status === 'ready' ? state.positions.map((p) => Number(p.tokenId)) : [];
    };
    expect(shown(50)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i));
    expect(shown(75)).toHaveLength(60);
    expect(shown(75).at(-1)).toBe(1);
  });

  it('keeps the shown positions while the next page loads, and grows when it answers', () => {
    const account = chain(30, () => 1n);
    const known = new Set(
      [...positionIdCallsAt(MANAGER, OWNER, newestPositionIndexes(30, 25))].map((c) => c.callData),
    );
    // The next page's ids are not answered yet: only what the first page read is known.
    const partial = (calls: readonly ContractCall[]) =>
      calls.map((call) =>
        call.callData.startsWith(
          positionIdCallsAt(MANAGER, OWNER, [0])[0]?.callData.slice(0, 10) ?? '',
        ) && !known.has(call.callData)
          ? undefined
          : account.answers.get(call.callData),
      );
    const loadingMore = readAccountPositions({
      manager: MANAGER,
      owner: OWNER,
      read: partial,
      readOnce: partial,
      limit: 50,
    });
    expect(loadingMore.status === 'ready' && loadingMore.positions.length).toBe(25);
    expect(loadingMore.status === 'ready' && loadingMore.total).toBe(30);
    const loaded = readAccountPositions({ manager: MANAGER, owner: OWNER, ...account, limit: 50 });
    expect(loaded.status === 'ready' && loaded.positions.length).toBe(30);
  });

  it('reads a closed position with nothing owed once, and an open one (or one with fees to collect) every block', () => {
    expect(isSettledPosition({ liquidity: 0n, tokensOwed0: 0n, tokensOwed1: 0n })).toBe(true);
    expect(isSettledPosition({ liquidity: 1n, tokensOwed0: 0n, tokensOwed1: 0n })).toBe(false);
    expect(isSettledPosition({ liquidity: 0n, tokensOwed0: 0n, tokensOwed1: 5n })).toBe(false);
    // Ids 1 and 3 closed; id 2 open; id 4 closed but owed fees.
    const account = chain(4, (id) => (id === 2n ? 10n : 0n));
    account.answers.set(positionCall(MANAGER, 4n).callData, positionData(0n, 7n, 0n));
    const state = readAccountPositions({ manager: MANAGER, owner: OWNER, ...account });
    expect(
      state.status === 'ready' && state.positions.map((p) => [p.tokenId, p.liquidity]),
    ).toEqual([
      [4n, 0n],
      [3n, 0n],
      [2n, 10n],
      [1n, 0n],
    ]);
    expect(positionCalls(account.once)).toHaveLength(4);
    expect(positionCalls(account.perBlock)).toEqual([
      positionCall(MANAGER, 4n).callData,
      positionCall(MANAGER, 2n).callData,
    ]);
  });

  it('shows an open position from its per-block read once that answers', () => {
    const account = chain(1, () => 10n);
    const fresh = positionData(99n);
    const read = (calls: readonly ContractCall[]) =>
      calls.map((call) =>
        call.callData === positionCall(MANAGER, 1n).callData
          ? fresh
          : account.answers.get(call.callData),
      );
    const state = readAccountPositions({
      manager: MANAGER,
      owner: OWNER,
      read,
      readOnce: account.readOnce,
    });
    expect(state.status === 'ready' && state.positions[0]?.liquidity).toBe(99n);
  });
});
