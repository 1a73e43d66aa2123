// The one approve against a scripted wallet: on chain without a permit (maximum first), a permit
// signed until the write's deadline on the chain's clock plus 1200 s, and what a failed signature
// does for each caller.
import { ERC20_APPROVAL_INTERFACE, type PermitInfo } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { getMulticallInterface } from '@dex/multicall/ethers';
import { atom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { type ApproveOptions, approveAtom } from './approveAtoms';
import { pendingTransactionsAtom } from './atoms';
import { fakeWallet, walletOn } from './fakeWallet.testing';
import type { WriteDialogState } from './writeAtoms';
import { writeTestStore } from './writeStore.testing';

const CHAIN = 31337;
const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x3333333333333333333333333333333333333333';
const SPENDER = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`;
const NOW = 1_900_000_000;

// The chain's clock as the multicall watch publishes it (the latest block's timestamp).
const multicall = getMulticallInterface();
const clockCall = multicall.encodeFunctionData('getCurrentBlockTimestamp');
vi.mock('../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom((): CallState[] =>
      calls.map((call) =>
        call.callData === clockCall && call.address === getChainInfo(CHAIN)?.contracts.multicall
          ? {
              ...INVALID_CALL_STATE,
              valid: true,
              data: multicall.encodeFunctionResult('getCurrentBlockTimestamp', [NOW]),
              blockNumber: 1,
            }
          : INVALID_CALL_STATE,
      ),
    ),
}));

/** A wallet on the devnet, as far as `eth_chainId` goes. */
const ON_CHAIN = { eth_chainId: () => '0x7a69' };

const INFO: PermitInfo = {
  type: 'amount',
  domain: { name: 'Token', version: '1', chainId: CHAIN, verifyingContract: TOKEN },
  nonce: 0n,
};

function app(wallet: ReturnType<typeof fakeWallet>) {
  const { store } = writeTestStore({ account: ACCOUNT, chainId: CHAIN, wallet });
  store.set(userDeadlineSecondsAtom, 1800);
  const dialog = atom<WriteDialogState | null>(null);
  const approve = (options: Partial<ApproveOptions> = {}) =>
    store.set(approveAtom, {
      token: TOKEN,
      spender: SPENDER,
      amount: 500n,
      permitInfo: INFO,
      summary: 'Approve TKN',
      dialog,
      ...options,
    });
  return { store, dialog, approve };
}

const approvedAmount = (data: string) =>
  ERC20_APPROVAL_INTERFACE.decodeFunctionData('approve', data)[1] as bigint;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('approveAtom', () => {
  it('approves the maximum on chain when the token takes no permit, tracked as an approval', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => '0x5208',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => HASH,
    });
    const { store, dialog, approve } = app(wallet);
    expect(await approve({ permitInfo: null })).toEqual({ hash: HASH });
    const sent = wallet.calls.find((call) => call.method === 'eth_sendTransaction');
    expect(sent?.params.to).toBe(TOKEN);
    expect(approvedAmount(sent?.params.data ?? '')).toBe(2n ** 256n - 1n);
    expect(store.get(pendingTransactionsAtom)).toEqual([
      expect.objectContaining({ hash: HASH, approval: { tokenAddress: TOKEN, spender: SPENDER } }),
    ]);
    expect(store.get(dialog)).toMatchObject({ status: 'submitted', hash: HASH });
  });

  it("signs a permit until the write's deadline on the chain's clock plus 1200 s", async () => {
    let typedData = '';
    const wallet = fakeWallet({
      ...ON_CHAIN,
      eth_signTypedData_v4: (_first, all) => {
        typedData = String(all[1]);
        return SIGNATURE;
      },
    });
    const { store, dialog, approve } = app(wallet);
    const result = await approve();
    expect(result && 'permit' in result && result.permit.deadline).toBe(BigInt(NOW + 1800 + 1200));
    expect(JSON.parse(typedData).message).toMatchObject({
      value: '500',
      deadline: String(NOW + 1800 + 1200),
    });
    expect(store.get(dialog)).toBeNull();
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_chainId',
      'eth_signTypedData_v4',
    ]);
  });

  it('signs nothing on a wallet that moved to another chain unseen: the wrong-network view', async () => {
    const wallet = fakeWallet({
      eth_chainId: () => '0x2105',
      eth_signTypedData_v4: () => SIGNATURE,
    });
    const { store, dialog, approve } = app(wallet);
    expect(await approve()).toBeNull();
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
    expect(store.get(dialog)).toBeNull();
    expect(store.get(openModalAtom)).toBe(ApplicationModal.WALLET);
  });

  it('does nothing while the permit support is still read', async () => {
    const wallet = fakeWallet({});
    const { approve } = app(wallet);
    expect(await approve({ permitInfo: undefined })).toBeNull();
    expect(wallet.calls).toEqual([]);
  });

  it('a rejected signature: shown, or only logged when the caller says so; nothing approved', async () => {
    const rejecting = () =>
      fakeWallet({
        ...ON_CHAIN,
        eth_signTypedData_v4: () => {
          throw { code: 4001, message: 'User denied message signature.' };
        },
      });
    const shown = app(rejecting());
    expect(await shown.approve()).toBeNull();
    expect(shown.store.get(shown.dialog)).toEqual({
      status: 'error',
      message: { key: 'errors.rejected' },
    });

    vi.spyOn(console, 'info').mockImplementation(() => {});
    const wallet = rejecting();
    const logged = app(wallet);
    expect(
      await logged.approve({ rejectionLogAs: 'Approve', approveWhenSigningFails: true }),
    ).toBeNull();
    expect(logged.store.get(logged.dialog)).toBeNull();
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_chainId',
      'eth_signTypedData_v4',
    ]);
  });

  it('a signature failing otherwise approves on chain instead when the caller asks for it', async () => {
    const wallet = fakeWallet({
      eth_signTypedData_v4: () => {
        throw { code: -32603, message: 'Hardware wallet cannot sign typed data' };
      },
      eth_estimateGas: () => '0x5208',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => HASH,
    });
    const { approve } = app(wallet);
    expect(await approve({ approveWhenSigningFails: true })).toEqual({ hash: HASH });
    expect(wallet.calls.map((call) => call.method)).toContain('eth_sendTransaction');
  });
});
