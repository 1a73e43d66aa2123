import { describe, expect, it } from 'vitest';
import { type ExplorerDataType, getExplorerLink } from './explorer';

const TX = '0x5b73e239c55d790e3c9c3bbb84092652db01bb8dbf49ccc9e4a318470419d9a0';
const ADDRESS = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';

const HOSTS: ReadonlyArray<readonly [chainId: number, host: string]> = [
  [1, 'https://etherscan.io'],
  [3, 'https://ropsten.etherscan.io'],
  [4, 'https://rinkeby.etherscan.io'],
  [5, 'https://goerli.etherscan.io'],
  [42, 'https://kovan.etherscan.io'],
  [11155111, 'https://sepolia.etherscan.io'],
  [42161, 'https://arbiscan.io'],
  [10, 'https://optimistic.etherscan.io'],
  [8453, 'https://basescan.org'],
  [137, 'https://polygonscan.com'],
  [130, 'https://uniscan.xyz'],
];

const PATHS: ReadonlyArray<readonly [type: ExplorerDataType, data: string, path: string]> = [
  ['transaction', TX, 'tx'],
  ['token', ADDRESS, 'token'],
  ['address', ADDRESS, 'address'],
  ['block', '12345678', 'block'],
];

const CASES = HOSTS.flatMap(([chainId, host]) =>
  PATHS.map(([type, data, path]) => [chainId, type, data, `${host}/${path}/${data}`] as const),
);

describe('getExplorerLink', () => {
  it.each(CASES)('chain %i, %s -> %s', (chainId, type, data, expected) => {
    expect(getExplorerLink(chainId, data, type)).toBe(expected);
  });

  it.each(PATHS)('has no explorer for the devnet (%s)', (type, data) => {
    expect(getExplorerLink(31337, data, type)).toBeNull();
  });

  it('uses a configured explorer for the devnet, ignoring a trailing slash', () => {
    expect(getExplorerLink(31337, '42', 'block', { explorerUrl: 'http://localhost:5100/' })).toBe(
      'http://localhost:5100/block/42',
    );
  });

  it('lets the override replace a registry explorer too', () => {
    expect(
      getExplorerLink(1, TX, 'transaction', { explorerUrl: 'https://eth.blockscout.com' }),
    ).toBe(`https://eth.blockscout.com/tx/${TX}`);
  });

  it('returns null for unknown chains instead of guessing mainnet', () => {
    expect(getExplorerLink(56, TX, 'transaction')).toBeNull();
  });
});
