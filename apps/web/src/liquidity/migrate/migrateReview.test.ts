// /migrate/v2/{address} sends what the form showed: Migrate carries the migration on screen, and
// when the pair's price has moved from it by the click nothing is sent and the form says
// "Price Updated" until the user accepts; then exactly the migration shown is sent.

import { getChainInfo, getFactory } from '@dex/chains';
import {
  liquidityBalanceCall,
  liquidityToken,
  pairIdentityCalls,
  pairToken,
  poolCalls,
  totalSupplyCall,
  V3_MIGRATOR_INTERFACE,
  v3PoolAddress,
} from '@dex/liquidity';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { getMulticallInterface } from '@dex/multicall/ethers';
import { abiAddressWord, abiUintWord } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WriteOptions } from '../../transactions';

const CHAIN = 31337;
const ACCOUNT = '0x00000000000000000000000000000000000000a1';

// The chain's answers by contract and call data; a new block: bump `answersVersion`.
const answers = new Map<string, CallState>();
const answersVersion = atom(0);
const key = (address: string, callData: string) => `${address.toLowerCase()}|${callData}`;
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom((get) => {
      get(answersVersion);
      return calls.map(
        (call) => answers.get(key(call.address, call.callData)) ?? INVALID_CALL_STATE,
      );
    }),
}));
vi.mock('../../state/wallet', async (original) => ({
  ...(await original<typeof import('../../state/wallet')>()),
  activeChainIdAtom: atom(() => CHAIN),
  connectedAccountAtom: atom(() => ACCOUNT),
}));
const A = pairToken({
  chainId: CHAIN,
  address: '0x1000000000000000000000000000000000000001',
  decimals: 18,
  symbol: 'AAA',
});
const B = pairToken({
  chainId: CHAIN,
  address: '0x2000000000000000000000000000000000000002',
  decimals: 6,
  symbol: 'BBB',
});
vi.mock('../../tokens/currencyAtoms', () => ({
  currencyAtom: (_chainId: number, id: string) =>
    atom(() => [A, B].find((token) => token.address.toLowerCase() === id.toLowerCase()) ?? null),
}));
// The write flow itself is tested in src/transactions; here only what the page hands it.
const writes: WriteOptions[] = [];
vi.mock('../../transactions/writeAtoms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../transactions/writeAtoms')>()),
  writeAtom: atom(null, async (_get, _set, options: WriteOptions) => {
    writes.push(options);
    return '0xabc';
  }),
}));

const {
  acceptMigratePriceUpdateAtom,
  dispatchMigrateRangeAtom,
  liveMigrateReviewAtom,
  migratePairAddressAtom,
  migratePriceUpdatedAtom,
  sendMigrateAtom,
} = await import('./migratePairAtoms');

/** An answer of unsigned integers, one ABI word each. */
const words = (...values: readonly bigint[]) => `0x${values.map(abiUintWord).join('')}`;
const answered = (data: string): CallState => ({
  ...INVALID_CALL_STATE,
  valid: true,
  data,
  blockNumber: 1,
});
const uniswap = getFactory(CHAIN, 'uniswapV2');
const v3 = getFactory(CHAIN, 'uniswapV3');
if (!uniswap || !v3) throw new Error('the devnet registry has the factories');
const pairAddress = liquidityToken(uniswap, A, B).address;

/** The A/B Uniswap pair holding 100 A against `b` B; no V3 pool yet (created at the V2 price). */
function chainWith(b: bigint) {
  const set = (call: { address: string; callData: string }, data: string) =>
    answers.set(key(call.address, call.callData), answered(data));
  const [token0, token1, factory] = pairIdentityCalls(pairAddress);
  for (const [call, address] of [
    [token0, A.address],
    [token1, B.address],
    [factory, uniswap?.address ?? ''],
  ] as const) {
    if (call) set(call, `0x${abiAddressWord(address)}`);
  }
  set(getReservesCall(pairAddress), words(100n * 10n ** 18n, b * 10n ** 6n, 1n));
  set(totalSupplyCall(pairAddress), words(10n ** 18n));
  set(liquidityBalanceCall(pairAddress, ACCOUNT), words(10n ** 17n));
  for (const fee of [500, 3000, 10000]) {
    const pool = v3PoolAddress(v3?.address ?? '', A, B, fee, v3?.initCodeHash);
    for (const call of poolCalls(pool))
      answers.set(key(call.address, call.callData), answered('0x'));
  }
  const multicall = getChainInfo(CHAIN)?.contracts.multicall ?? '';
  answers.set(
    key(multicall, getMulticallInterface().encodeFunctionData('getCurrentBlockTimestamp')),
    answered(words(1_000n)),
  );
}

/** The migrate call's minimums inside the migrator multicall that was sent. */
function sentMinimums(write: WriteOptions | undefined) {
  const calls = write?.request.calls();
  if (!Array.isArray(calls)) throw new Error('calls are built synchronously here');
  const [call] = calls as readonly { readonly callData: string }[];
  const [inner] = V3_MIGRATOR_INTERFACE.decodeFunctionData('multicall', call?.callData ?? '0x');
  const migrate = (inner as string[]).find((data) =>
    data.startsWith(V3_MIGRATOR_INTERFACE.getFunction('migrate')?.selector ?? ''),
  );
  const [params] = V3_MIGRATOR_INTERFACE.decodeFunctionData('migrate', migrate ?? '0x');
  return [params.amount0Min, params.amount1Min];
}

beforeEach(() => {
  answers.clear();
  writes.length = 0;
});

describe('Migrate sends what the form shows', () => {
  it('refuses a migration whose price moved since it was shown, until Accept', async () => {
    chainWith(200_000n);
    const store = createStore();
    store.set(migratePairAddressAtom, pairAddress);
    store.set(dispatchMigrateRangeAtom, { type: 'fullRange' });
    const shown = store.get(liveMigrateReviewAtom);
    expect(shown).not.toBeNull();

    // A block moves the pair's price before the click.
    chainWith(190_000n);
    store.set(answersVersion, (n) => n + 1);
    await store.set(sendMigrateAtom, { summary: 'Migrate', shown });
    expect(writes).toHaveLength(0);
    expect(store.get(migratePriceUpdatedAtom)).toBe(true);

    // Until accepted, even the live migration is not sent.
    const now = store.get(liveMigrateReviewAtom);
    await store.set(sendMigrateAtom, { summary: 'Migrate', shown: now });
    expect(writes).toHaveLength(0);

    store.set(acceptMigratePriceUpdateAtom);
    await store.set(sendMigrateAtom, { summary: 'Migrate', shown: now });
    expect(writes).toHaveLength(1);
    expect(sentMinimums(writes[0])).toEqual(now?.terms.minimums);
    expect(now?.terms.minimums).not.toEqual(shown?.terms.minimums);
  });
});
