import { AbiCoder, encodeBytes32String, getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { InvalidTokenDecimalsError, MAX_TOKEN_DECIMALS } from './tokenDecimals';
import {
  ERC20_METADATA_SELECTORS,
  isUnusableToken,
  tokenFromMetadata,
  tokenMetadataCalls,
} from './tokenMetadataReads';

const address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const coder = AbiCoder.defaultAbiCoder();
const ERC20_METADATA = new Interface([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
]);
const word = (value: bigint) => coder.encode(['uint256'], [value]);
const text = (value: string) => coder.encode(['string'], [value]);
/** What a contract answering 255 to every call returns: one 32-byte word. */
const answer255 = word(255n);

describe('tokenFromMetadata', () => {
  it('reads a token from string or bytes32 answers', () => {
    const token = tokenFromMetadata(1, address, [
      word(6n),
      text('USDC'),
      encodeBytes32String('USD Coin'),
    ]);
    expect(token).toEqual({
      chainId: 1,
      address: getAddress(address),
      decimals: 6,
      symbol: 'USDC',
      name: 'USD Coin',
    });
  });

  it('accepts decimals up to the maximum @uniswap/sdk-core can build, no further', () => {
    const top = tokenFromMetadata(1, address, [
      word(BigInt(MAX_TOKEN_DECIMALS)),
      text('A'),
      text('A'),
    ]);
    expect(isUnusableToken(top)).toBe(false);
    expect(top?.symbol).toBe('A');
    const over = tokenFromMetadata(1, address, [
      word(BigInt(MAX_TOKEN_DECIMALS + 1)),
      text('A'),
      text('A'),
    ]);
    expect(isUnusableToken(over)).toBe(true);
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

describe('tokenMetadataCalls', () => {
  it('reads decimals, symbol and name in that order, as lower-case call data', () => {
    const calls = tokenMetadataCalls(address);
    expect(
      calls.map((call) => ERC20_METADATA.parseTransaction({ data: call.callData })?.name),
    ).toEqual(['decimals', 'symbol', 'name']);
    expect(
      calls.every(
        (call) => call.address === address && call.callData === call.callData.toLowerCase(),
      ),
    ).toBe(true);
  });
});

describe('ERC20_METADATA_SELECTORS', () => {
  it('are the keccak selectors of decimals(), symbol() and name()', () => {
    expect(ERC20_METADATA_SELECTORS).toEqual({
      decimals: ERC20_METADATA.getFunction('decimals')?.selector,
      symbol: ERC20_METADATA.getFunction('symbol')?.selector,
      name: ERC20_METADATA.getFunction('name')?.selector,
    });
  });
});
