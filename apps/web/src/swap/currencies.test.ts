import { InvalidTokenDecimalsError, MAX_TOKEN_DECIMALS } from '@dex/token-lists';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, encodeBytes32String, getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isUnusableToken, tokenFromMetadata } from './currencies';

const address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const coder = AbiCoder.defaultAbiCoder();
const word = (value: bigint) => coder.encode(['uint256'], [value]);
const text = (value: string) => coder.encode(['string'], [value]);
/** What a contract answering 255 to every call returns: one 32-byte word. */
const answer255 = word(255n);

describe('tokenFromMetadata', () => {
  it('builds an SDK token from string or bytes32 answers', () => {
    const token = tokenFromMetadata(1, address, [
      word(6n),
      text('USDC'),
      encodeBytes32String('USD Coin'),
    ]);
    expect(token).toBeInstanceOf(Token);
    expect(token).toMatchObject({ decimals: 6, symbol: 'USDC', name: 'USD Coin' });
  });

  it('accepts exactly the decimals @uniswap/sdk-core can build', () => {
    const top = tokenFromMetadata(1, address, [
      word(BigInt(MAX_TOKEN_DECIMALS)),
      text('A'),
      text('A'),
    ]);
    expect(top).toBeInstanceOf(Token);
    expect(() => new Token(1, getAddress(address), MAX_TOKEN_DECIMALS + 1)).toThrow();
  });

  it('turns a token answering 255 to everything into an unusable token, never throwing', () => {
    const token = tokenFromMetadata(31337, address, [answer255, answer255, answer255]);
    expect(isUnusableToken(token)).toBe(true);
    if (!isUnusableToken(token)) return;
    expect(token).toMatchObject({
      chainId: 31337,
      address: getAddress(address),
      symbol: 'UNKNOWN',
      name: 'Unknown Token',
    });
    expect(token.error).toBeInstanceOf(InvalidTokenDecimalsError);
    expect(token.error.decimals).toBe(255n);
  });

  it('does not mask an answer above 255 into a small number of decimals', () => {
    const token = tokenFromMetadata(1, address, [word(256n), text('X'), text('X')]);
    expect(isUnusableToken(token) && token.error.decimals).toBe(256n);
  });

  it('is null for something that is no ERC-20', () => {
    expect(tokenFromMetadata(1, address, [undefined, undefined, undefined])).toBeNull();
    expect(tokenFromMetadata(1, address, ['0x', text('X'), text('X')])).toBeNull();
    expect(tokenFromMetadata(1, address, ['0x12', text('X'), text('X')])).toBeNull();
  });
});
