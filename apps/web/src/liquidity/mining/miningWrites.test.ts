// /uni/{a}/{b}'s Deposit, Withdraw and Claim driven through the app's real write flow against a
// scripted wallet: what the wallet is asked (selector, amount, fixed gas limit, no estimate), what
// the buttons say, and where the dialog goes after a rejection. The chain's reads are answered by
// contract and call data, as the multicall watch would publish them.
import { allowanceCall, PERMIT_TOKEN_INTERFACE, permitInfoCalls } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import type { MiningPool } from '@dex/liquidity';
import {
  depositButtons,
  liquidityBalanceCall,
  lpTokenAmount,
  pairToken,
  STAKING_REWARDS_INTERFACE as STAKING,
  type StakingInfo,
} from '@dex/liquidity';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { getMulticallInterface } from '@dex/multicall/ethers';
import { abiUintWord, checksumAddress } from '@dex/primitives';
import { atom } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en.json';
import { createTranslator } from '../../i18n';
import { walletStateAtom } from '../../state/wallet';
import { CHAIN_TIME_START, hashOf } from '../../transactions/fakeChain.testing';
import {
  fakeWallet,
  type Params,
  SEND_CHECKS,
  walletOn,
} from '../../transactions/fakeWallet.testing';
import { writeTestStore } from '../../transactions/writeStore.testing';

const CHAIN = 31337;
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const POOL = checksumAddress(`0x${'cc'.repeat(20)}`);
const token = (address: string, symbol: string, name?: string) =>
  pairToken({ chainId: CHAIN, address, decimals: 18, symbol, ...(name ? { name } : {}) });
const A = token('0x1000000000000000000000000000000000000001', 'AAA');
const B = token('0x2000000000000000000000000000000000000002', 'BBB');
const LP = token('0x3000000000000000000000000000000000000003', 'UNI-V2', 'Uniswap V2');
const UNI = token('0x4000000000000000000000000000000000000004', 'UNI');
const E18 = 10n ** 18n;

const answers = new Map<string, CallState>();
const key = (address: string, callData: string) =>
  `${address.toLowerCase()}|${callData.toLowerCase()}`;
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom(() =>
      calls.map((call) => answers.get(key(call.address, call.callData)) ?? INVALID_CALL_STATE),
    ),
}));

// The pool of the route, with a stake of 1 LP (the discovery of pools is miningAtoms' own test).
const lp = (raw: bigint) => lpTokenAmount(LP, raw);
const uni = (raw: bigint) => lpTokenAmount(UNI, raw);
const INFO: StakingInfo = {
  stakingRewardAddress: POOL,
  tokens: [A, B],
  stakedAmount: lp(E18),
  earnedAmount: uni(3n * E18),
  totalStakedAmount: lp(10n * E18),
  rewardRate: uni(1n),
  totalRewardRate: uni(10n),
  active: true,
  periodFinish: undefined,
};
vi.mock('./miningAtoms', async (original) => ({
  ...(await original<typeof import('./miningAtoms')>()),
  miningPoolsAtom: atom(() => ({
    status: 'ready',
    pools: [{ info: INFO, pair: null, lpTotalSupply: 100n * E18 } satisfies MiningPool],
  })),
}));

const {
  approveStakeAtom,
  depositAtom,
  depositTypedAtom,
  dismissMiningDialogAtom,
  miningDialogKindAtom,
  miningDialogReadsAtom,
  miningRouteAtom,
  miningWriteDialogAtom,
  openMiningDialogAtom,
  stakeActionAtom,
} = await import('./miningWrites');

const t = createTranslator(en, en);
const HASH = hashOf(0xbeef);
const NOW = CHAIN_TIME_START;
const R = `0x${'11'.repeat(32)}`;
const S = `0x${'22'.repeat(32)}`;
const SIGNATURE = `${R}${S.slice(2)}1b`; // v = 27
const REJECTED = { code: 4001, message: 'User denied transaction signature.' };

function answer(call: { address: string; callData: string }, data: string) {
  answers.set(key(call.address, call.callData), {
    ...INVALID_CALL_STATE,
    valid: true,
    data,
    blockNumber: 100,
  });
}
const uint = (value: bigint) => `0x${abiUintWord(value)}`;
/** EIP-2612's PERMIT_TYPEHASH: keccak256 of its Permit type string. */
const PERMIT_TYPEHASH = '0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9';
/** The EIP-712 domain separator of the pair's permit domain below (ethers' hashDomain of it). */
const LP_DOMAIN_SEPARATOR = '0x1d0c5a1b3cfe5c5fbb1212ff84c99ae6d0743254e3033930ea42e6c4da19b092';

/** The chain: 2 unstaked LP, `allowance` of it for the pool, an EIP-2612 pair, and its clock. */
function chainWith({ allowance }: { allowance: bigint }) {
  answer(liquidityBalanceCall(LP.address, ACCOUNT), uint(2n * E18));
  answer(allowanceCall(LP.address, ACCOUNT, POOL), uint(allowance));
  const domain = {
    name: 'Uniswap V2',
    version: '1',
    chainId: CHAIN,
    verifyingContract: LP.address,
  };
  const results: [string, unknown][] = [
    ['PERMIT_TYPEHASH', PERMIT_TYPEHASH],
    ['DOMAIN_SEPARATOR', LP_DOMAIN_SEPARATOR],
    ['nonces', 0n],
    ['name', domain.name],
    ['version', domain.version],
  ];
  permitInfoCalls(LP.address, ACCOUNT).forEach((call, i) => {
    const [name, value] = results[i] ?? ['', undefined];
    answer(call, PERMIT_TOKEN_INTERFACE.encodeFunctionResult(name, [value]));
  });
  const multicall = getMulticallInterface();
  answer(
    {
      address: getChainInfo(CHAIN)?.contracts.multicall ?? '',
      callData: multicall.encodeFunctionData('getCurrentBlockTimestamp'),
    },
    multicall.encodeFunctionResult('getCurrentBlockTimestamp', [NOW]),
  );
}

/** The page of A/B with `wallet` connected and the deposit dialog open at `typed`. */
function page(wallet: ReturnType<typeof fakeWallet>, typed = '1.5') {
  const { store } = writeTestStore({ account: ACCOUNT, chainId: CHAIN, wallet });
  store.set(miningRouteAtom, { currencyIdA: A.address, currencyIdB: B.address });
  store.set(openMiningDialogAtom, 'deposit');
  store.set(depositTypedAtom, typed);
  return store;
}

type Store = ReturnType<typeof page>;

/** The deposit dialog's buttons as the user reads them. */
function buttons(store: Store) {
  const { approval, action } = depositButtons(
    store.get(miningDialogReadsAtom).depositError,
    store.get(miningDialogReadsAtom).approval,
    t,
    { onApprove: () => {}, onDeposit: () => {}, onConnect: () => {} },
  );
  return { approve: approval?.label, action: action.label, disabled: action.disabled };
}

const sent = (wallet: ReturnType<typeof fakeWallet>): Params[] =>
  wallet.calls.filter((call) => call.method === 'eth_sendTransaction').map((call) => call.params);
const methods = (wallet: ReturnType<typeof fakeWallet>) => wallet.calls.map((call) => call.method);

beforeEach(() => {
  answers.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Deposit (spec 001 §4 "Deposit flow (mining)")', () => {
  it('signs a permit on Approve, then deposits with stakeWithPermit at 350,000 gas, unestimated', async () => {
    chainWith({ allowance: 0n });
    let typedData: { message: Record<string, string> } | undefined;
    const wallet = fakeWallet({
      eth_signTypedData_v4: (_account, all) => {
        typedData = JSON.parse(String(all[1]));
        return SIGNATURE;
      },
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => HASH,
    });
    const store = page(wallet);
    expect(buttons(store)).toEqual({ approve: 'Approve', action: 'Deposit', disabled: true });

    await store.set(approveStakeAtom, 'Approve UNI-V2');
    // A signature on the wallet's chain, no transaction.
    expect(methods(wallet)).toEqual(['eth_chainId', 'eth_signTypedData_v4']);
    expect(typedData?.message).toMatchObject({
      spender: POOL,
      value: ((15n * E18) / 10n).toString(),
    });
    expect(store.get(miningWriteDialogAtom)).toBeNull();
    expect(buttons(store)).toEqual({ approve: 'Approved', action: 'Deposit', disabled: false });

    await store.set(depositAtom, 'Deposit 1.5 UNI-V2');
    expect(methods(wallet)).toEqual([
      'eth_chainId',
      'eth_signTypedData_v4',
      'eth_chainId', // the fixed gas limit needs no estimate; the chain is asked before anyway
      ...SEND_CHECKS,
      'eth_sendTransaction',
    ]);
    const [tx] = sent(wallet);
    expect(tx).toMatchObject({ from: ACCOUNT, to: POOL, gas: '0x55730' }); // 350,000
    expect(tx?.data?.slice(0, 10)).toBe('0xecd9ba82');
    const args = STAKING.decodeFunctionData('stakeWithPermit', tx?.data ?? '0x');
    expect(args.map(String)).toEqual([
      ((15n * E18) / 10n).toString(),
      typedData?.message.deadline,
      '27',
      R,
      S,
    ]);
    expect(store.get(miningWriteDialogAtom)).toMatchObject({ status: 'submitted', hash: HASH });

    // The signature is spent: the next amount needs a new approval.
    store.set(dismissMiningDialogAtom);
    expect(store.get(miningDialogKindAtom)).toBeNull();
    expect(store.get(depositTypedAtom)).toBe('');
    store.set(openMiningDialogAtom, 'deposit');
    store.set(depositTypedAtom, '1.5');
    expect(buttons(store).approve).toBe('Approve');
  });

  it('deposits LP the pool may already spend with stake(amount) at 350,000 gas, unestimated', async () => {
    chainWith({ allowance: 10n * E18 });
    const wallet = fakeWallet({ ...walletOn(ACCOUNT), eth_sendTransaction: () => HASH });
    const store = page(wallet, '2');
    expect(buttons(store)).toEqual({ approve: 'Approved', action: 'Deposit', disabled: false });

    await store.set(depositAtom, 'Deposit 2 UNI-V2');
    expect(methods(wallet)).toEqual(['eth_chainId', ...SEND_CHECKS, 'eth_sendTransaction']);
    const [tx] = sent(wallet);
    expect(tx).toMatchObject({ from: ACCOUNT, to: POOL, gas: '0x55730' });
    expect(tx?.data?.slice(0, 10)).toBe('0xa694fc3a');
    expect(STAKING.decodeFunctionData('stake', tx?.data ?? '0x').map(String)).toEqual([
      (2n * E18).toString(),
    ]);
  });

  it.each([
    ['more than the unstaked 2 LP', '2.000000000000000001'],
    ['nothing typed', ''],
    ['zero', '0'],
  ])("blocks Deposit with 'Enter an amount' for %s", (_name, typed) => {
    chainWith({ allowance: 10n * E18 });
    const store = page(fakeWallet({}), typed);
    expect(buttons(store)).toEqual({
      approve: undefined,
      action: 'Enter an amount',
      disabled: true,
    });
  });

  it("asks for 'Connect Wallet' before anything else", () => {
    chainWith({ allowance: 10n * E18 });
    const store = page(fakeWallet({}));
    store.set(walletStateAtom, { connection: undefined, error: undefined });
    expect(buttons(store)).toMatchObject({ approve: undefined, action: 'Connect Wallet' });
  });
});

describe('Withdraw and Claim (spec 001 §9 gas limits)', () => {
  it.each([
    ['withdraw', 'exit()', '0xe9fad8ee', '0x493e0'], // 300,000
    ['claim', 'getReward()', '0x3d18b912', '0x55730'], // 350,000
  ] as const)(
    '%s sends %s with its fixed gas limit, unestimated',
    async (kind, _name, selector, gas) => {
      chainWith({ allowance: 0n });
      const wallet = fakeWallet({ ...walletOn(ACCOUNT), eth_sendTransaction: () => HASH });
      const store = page(wallet);
      store.set(openMiningDialogAtom, kind);
      await store.set(stakeActionAtom, { kind, summary: kind });
      expect(methods(wallet)).toEqual(['eth_chainId', ...SEND_CHECKS, 'eth_sendTransaction']);
      expect(sent(wallet)).toEqual([
        { from: ACCOUNT, to: POOL, data: selector, gas, chainId: '0x7a69' },
      ]);
      expect(store.get(miningWriteDialogAtom)).toMatchObject({ status: 'submitted', hash: HASH });
    },
  );
});

describe('a rejection in the wallet (spec 001 §8: only logged)', () => {
  const rejectSend = () =>
    fakeWallet({
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw REJECTED;
      },
    });

  it.each([
    ['deposit', 'Stake', (store: Store) => store.set(depositAtom, 'Deposit')],
    [
      'withdraw',
      'Withdraw (exit)',
      (store: Store) => store.set(stakeActionAtom, { kind: 'withdraw', summary: 'Withdraw' }),
    ],
    [
      'claim',
      'Claim rewards',
      (store: Store) => store.set(stakeActionAtom, { kind: 'claim', summary: 'Claim' }),
    ],
  ] as const)('of the %s returns the dialog to its form', async (kind, logAs, send) => {
    chainWith({ allowance: 10n * E18 });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = page(rejectSend());
    store.set(openMiningDialogAtom, kind);
    store.set(depositTypedAtom, '1.5');
    await send(store);
    expect(store.get(miningWriteDialogAtom)).toBeNull(); // the form, no error shown
    expect(store.get(miningDialogKindAtom)).toBe(kind);
    expect(store.get(depositTypedAtom)).toBe('1.5');
    // Logged once, under the write's name.
    expect(info.mock.calls.map(([message]) => String(message).split(': ')[0])).toEqual([logAs]);
    expect(error).not.toHaveBeenCalled();
  });

  it('of the permit signature leaves Deposit unapproved, with nothing sent', async () => {
    chainWith({ allowance: 0n });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const wallet = fakeWallet({
      eth_chainId: () => '0x7a69',
      eth_signTypedData_v4: () => {
        throw REJECTED;
      },
    });
    const store = page(wallet);
    await store.set(approveStakeAtom, 'Approve UNI-V2');
    expect(methods(wallet)).toEqual(['eth_chainId', 'eth_signTypedData_v4']);
    expect(store.get(miningWriteDialogAtom)).toBeNull();
    expect(store.get(miningDialogKindAtom)).toBe('deposit');
    expect(buttons(store)).toEqual({ approve: 'Approve', action: 'Deposit', disabled: true });
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Stake: /));
  });
});
