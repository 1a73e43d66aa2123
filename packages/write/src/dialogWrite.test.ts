import type { WriteDialogState } from '@dex/primitives';
import type { NewTransaction } from '@dex/transactions';
import { WrongNetworkError } from '@dex/wallet';
import { describe, expect, it, vi } from 'vitest';
import { approveWithDialog, type DialogWriteParameters, sendDialogWrite } from './dialogWrite';
import { scriptedWallet, walletOn } from './testing';
import { logWriteFailure, reportWriteFailure } from './writeFailure';
import { settledWriteSession } from './writeSession';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TARGET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const REJECTED = { code: 4001, message: 'User denied transaction signature.' };
const FAILED = new Error('execution reverted');

/** A dialog, a log and a failure message as an app gives them; wrong networks close the dialog. */
function dialogIo() {
  const states: (WriteDialogState<string> | null)[] = [];
  const log = { info: vi.fn(), error: vi.fn() };
  return {
    states,
    log,
    setDialog: (state: WriteDialogState<string> | null) => states.push(state),
    failureMessage: (error: unknown) =>
      error instanceof WrongNetworkError ? null : `shown: ${String(error)}`,
  };
}

describe('logWriteFailure', () => {
  it('logs a rejection as information and anything else as an error', () => {
    const log = { info: vi.fn(), error: vi.fn() };
    logWriteFailure(log, 'Vote', { code: 5000, message: 'User rejected.' });
    expect(log.info).toHaveBeenCalledWith('Vote: Transaction rejected.');
    expect(log.error).not.toHaveBeenCalled();
    const failure = new Error('nonce too low');
    logWriteFailure(log, 'Vote', failure);
    expect(log.error).toHaveBeenCalledWith('Vote failed', failure);
  });
});

// Spec 001 §8: adding liquidity ignores a rejection silently, an approval's failure is logged and
// still shown, and `logAs` logs and closes.
describe('reportWriteFailure', () => {
  it('adding liquidity: a rejection closes the dialog and is not logged at all', () => {
    const io = dialogIo();
    const onRejection = vi.fn();
    const policy = { logAs: 'Add liquidity', silentRejection: true, onRejection };
    expect(reportWriteFailure(REJECTED, policy, io)).toBeNull();
    expect(io.states).toEqual([null]);
    expect(io.log.info).not.toHaveBeenCalled();
    expect(io.log.error).not.toHaveBeenCalled();
    expect(onRejection).toHaveBeenCalledOnce();
  });

  it('adding liquidity: any other failure is logged and the dialog closes', () => {
    const io = dialogIo();
    reportWriteFailure(FAILED, { logAs: 'Add liquidity', silentRejection: true }, io);
    expect(io.log.error).toHaveBeenCalledWith('Add liquidity failed', FAILED);
    expect(io.states).toEqual([null]);
  });

  it('elsewhere a rejection is logged and the form comes back', () => {
    const io = dialogIo();
    reportWriteFailure(REJECTED, { logAs: 'Remove liquidity' }, io);
    expect(io.log.info).toHaveBeenCalledWith('Remove liquidity: Transaction rejected.');
    expect(io.states).toEqual([null]);
  });

  it('an approval failure is logged and still shown to the user', () => {
    const io = dialogIo();
    const shown = reportWriteFailure(FAILED, { alsoLogAs: 'Approve' }, io);
    expect(io.log.error).toHaveBeenCalledWith('Approve failed', FAILED);
    expect(shown).toBe('shown: Error: execution reverted');
    expect(io.states).toEqual([{ status: 'error', message: shown }]);
  });
});

describe('sendDialogWrite', () => {
  function write(
    wallet: ReturnType<typeof scriptedWallet>,
    extra: Partial<DialogWriteParameters<string>> = {},
  ) {
    const io = dialogIo();
    const tracked: NewTransaction[] = [];
    const result = sendDialogWrite({
      ...io,
      provider: wallet,
      chainId: 31337,
      request: {
        account: ACCOUNT,
        summary: 'Vote',
        calls: () => [{ address: TARGET, callData: '0x' }],
        claim: { recipient: ACCOUNT },
      },
      track: (transaction) => tracked.push(transaction),
      explorerUrl: (hash) => `https://explorer/tx/${hash}`,
      ...extra,
    });
    return { io, tracked, result };
  }

  it('waits, sends, tracks the nonce, call and claim, then shows the explorer link', async () => {
    const wallet = scriptedWallet({
      ...walletOn(ACCOUNT, 12),
      eth_estimateGas: () => '0x5208',
      eth_sendTransaction: () => HASH,
    });
    const { io, tracked, result } = write(wallet);
    expect(await result).toBe(HASH);
    expect(tracked).toEqual([
      {
        hash: HASH,
        from: ACCOUNT,
        summary: 'Vote',
        nonce: 12,
        call: { to: TARGET, input: '0x', value: '0' },
        claim: { recipient: ACCOUNT },
      },
    ]);
    expect(io.states).toEqual([
      { status: 'waiting', summary: 'Vote' },
      { status: 'submitted', hash: HASH, explorerUrl: `https://explorer/tx/${HASH}` },
    ]);
  });

  it('with the wallet known to be on another chain, asks it nothing and closes the dialog', async () => {
    const wallet = scriptedWallet({});
    const { io, tracked, result } = write(wallet, { knownWrongChainId: 56 });
    expect(await result).toBeNull();
    expect(wallet.calls).toEqual([]);
    expect(tracked).toEqual([]);
    expect(io.states).toEqual([{ status: 'waiting', summary: 'Vote' }, null]);
  });

  it('shows the failure when nothing estimates', async () => {
    const wallet = scriptedWallet({
      ...walletOn(ACCOUNT),
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: Not approved' };
      },
    });
    const { io, result } = write(wallet);
    expect(await result).toBeNull();
    expect(io.states.at(-1)).toMatchObject({ status: 'error' });
  });
});

describe('approveWithDialog', () => {
  const REJECTED_SIGNATURE = { code: 4001, message: 'User denied message signature.' };

  function approve(sign: (() => Promise<string>) | undefined, extra = {}) {
    const io = dialogIo();
    const approveOnChain = vi.fn(async () => HASH);
    const result = approveWithDialog({
      ...io,
      summary: 'Approve TKN',
      ...(sign ? { sign } : {}),
      approveOnChain,
      ...extra,
    });
    return { io, approveOnChain, result };
  }

  it('approves on chain when the token takes no permit', async () => {
    const { io, result } = approve(undefined);
    expect(await result).toEqual({ hash: HASH });
    expect(io.states).toEqual([]);
  });

  it('waits for the signature, then closes the dialog and hands the permit back', async () => {
    const { io, approveOnChain, result } = approve(async () => 'signed');
    expect(await result).toEqual({ permit: 'signed' });
    expect(io.states).toEqual([{ status: 'waiting', summary: 'Approve TKN' }, null]);
    expect(approveOnChain).not.toHaveBeenCalled();
  });

  it('shows a failed signature (logged too with alsoLogAs)', async () => {
    const { io, result } = approve(() => Promise.reject(FAILED), { alsoLogAs: 'Approve' });
    expect(await result).toBeNull();
    expect(io.log.error).toHaveBeenCalledWith('Approve failed', FAILED);
    expect(io.states.at(-1)).toEqual({
      status: 'error',
      message: 'shown: Error: execution reverted',
    });
  });

  it('only logs a rejection with rejectionLogAs, and never approves on chain after one', async () => {
    const { io, approveOnChain, result } = approve(() => Promise.reject(REJECTED_SIGNATURE), {
      rejectionLogAs: 'Approve',
      approveWhenSigningFails: true,
    });
    expect(await result).toBeNull();
    expect(io.log.info).toHaveBeenCalledWith('Approve: Transaction rejected.');
    expect(io.states.at(-1)).toBeNull();
    expect(approveOnChain).not.toHaveBeenCalled();
  });

  it('approves on chain instead when signing fails otherwise and the caller asks for it', async () => {
    const { approveOnChain, result } = approve(() => Promise.reject(FAILED), {
      approveWhenSigningFails: true,
    });
    expect(await result).toEqual({ hash: HASH });
    expect(approveOnChain).toHaveBeenCalledOnce();
  });
});

describe('settledWriteSession', () => {
  it('keeps a sent write as its attempt', () => {
    expect(settledWriteSession(HASH, false, {})).toEqual({
      reviewAgain: false,
      attempt: { phase: 'sent', hash: HASH },
    });
  });

  it('opens the review again after a rejection only when the page asks for it', () => {
    expect(settledWriteSession(null, true, { reviewAgainOnRejection: true })).toEqual({
      reviewAgain: true,
      attempt: null,
    });
    expect(settledWriteSession(null, true, {}).reviewAgain).toBe(false);
    expect(settledWriteSession(null, false, { reviewAgainOnRejection: true }).reviewAgain).toBe(
      false,
    );
  });
});
