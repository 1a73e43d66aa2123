// The add form's reads of the unit tests: WETH/USDC 0.3 %, 1 WETH typed with 2,000 USDC, WETH
// approved and USDC not yet, no pool read.
import { ApprovalState } from '@dex/approvals';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { FeeAmount } from '@uniswap/v3-sdk';
import { EMPTY_MINT_STATE } from '../mintState';
import type { AddFormReads } from './addForm';

export const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
export const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');

export const ADD_FORM_READS: AddFormReads = {
  isIncrease: false,
  currencyA: WETH,
  currencyB: USDC,
  fee: FeeAmount.MEDIUM,
  feeOptions: [500, 3000],
  pair: { base: WETH, quote: USDC },
  noLiquidity: false,
  state: { ...EMPTY_MINT_STATE, typedValue: '1' },
  tickCurrent: undefined,
  current: undefined,
  range: undefined,
  deposit: {
    amountA: CurrencyAmount.fromRawAmount(WETH, '1000000000000000000'),
    amountB: CurrencyAmount.fromRawAmount(USDC, '2000000000'),
    position: undefined,
    depositADisabled: false,
    depositBDisabled: false,
  },
  balances: [undefined, undefined],
  approvals: [ApprovalState.APPROVED, ApprovalState.NOT_APPROVED],
  error: null,
  unsupported: false,
  gate: 'allowed',
};
