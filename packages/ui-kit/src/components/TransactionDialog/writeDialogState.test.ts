import { describe, expect, it } from 'vitest';
import { transactionDialogStateOf } from './writeDialogState';

const HASH = `0x${'ab'.repeat(32)}`;
const text = (key: string) => `text of ${key}`;

describe('transactionDialogStateOf', () => {
  it("shows the summary while waiting, the explorer link once sent and the error's text", () => {
    expect(transactionDialogStateOf({ status: 'waiting', summary: 'Vote' }, text)).toEqual({
      status: 'waiting',
      description: 'Vote',
    });
    expect(
      transactionDialogStateOf(
        { status: 'submitted', hash: HASH, explorerUrl: `https://etherscan.io/tx/${HASH}` },
        text,
      ),
    ).toEqual({ status: 'submitted', explorerUrl: `https://etherscan.io/tx/${HASH}` });
    expect(transactionDialogStateOf({ status: 'submitted', hash: HASH }, text)).toEqual({
      status: 'submitted',
    });
    expect(transactionDialogStateOf({ status: 'error', message: 'errors.rejected' }, text)).toEqual(
      { status: 'error', message: 'text of errors.rejected' },
    );
  });
});
