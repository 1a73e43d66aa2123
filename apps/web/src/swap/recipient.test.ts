import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { forbiddenRecipients, V2_ROUTER01_ADDRESS } from './recipient';

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A');
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B');
const pair = new Pair(
  CurrencyAmount.fromRawAmount(A, '1000000'),
  CurrencyAmount.fromRawAmount(B, '1000000'),
);
const trade = new Trade(
  new Route([pair], A, B),
  CurrencyAmount.fromRawAmount(A, '1000'),
  TradeType.EXACT_INPUT,
);
const contracts = {
  v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
};

describe('forbiddenRecipients', () => {
  it('always includes the three known router and factory addresses', () => {
    expect(forbiddenRecipients(contracts, null)).toEqual([
      V2_ROUTER01_ADDRESS,
      contracts.v2Factory,
      contracts.v2Router02,
    ]);
  });

  it("adds the trade's tokens and pair contracts", () => {
    const forbidden = forbiddenRecipients(contracts, trade);
    expect(forbidden).toContain(A.address);
    expect(forbidden).toContain(B.address);
    expect(forbidden).toContain(pair.liquidityToken.address);
  });
});
