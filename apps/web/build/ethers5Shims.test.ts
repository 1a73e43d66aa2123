import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as abi from './ethers5/abi';
import * as address from './ethers5/address';
import { BigNumber } from './ethers5/bignumber';
import * as bytes from './ethers5/bytes';
import * as keccak256 from './ethers5/keccak256';
import * as solidity from './ethers5/solidity';
import * as strings from './ethers5/strings';
import { ethers5Shim, SHIMMED_PACKAGES } from './ethers5Shims';

// ethers 5 and the contract ABIs, resolved the way the SDKs resolve them.
const fromV3Sdk = createRequire(createRequire(import.meta.url).resolve('@uniswap/v3-sdk'));
const fromSdkCore = createRequire(createRequire(import.meta.url).resolve('@uniswap/sdk-core'));
const v5 = {
  abi: fromV3Sdk('@ethersproject/abi'),
  address: fromV3Sdk('@ethersproject/address'),
  solidity: fromV3Sdk('@ethersproject/solidity'),
  bignumber: fromSdkCore('@ethersproject/bignumber'),
  bytes: fromSdkCore('@ethersproject/bytes'),
  keccak256: fromSdkCore('@ethersproject/keccak256'),
  strings: fromSdkCore('@ethersproject/strings'),
};

/** What the shim of each package exports, for every export the SDKs import from it. */
const SHIMS: Record<(typeof SHIMMED_PACKAGES)[number], Record<string, unknown>> = {
  abi,
  address,
  bignumber: { BigNumber },
  bytes,
  keccak256,
  solidity,
  strings,
};

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
const POOL_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54';

interface AbiParam {
  readonly type: string;
  readonly name?: string;
  readonly components?: readonly AbiParam[];
}

/** A sample value of an ABI type, in the shapes the SDKs pass (hex strings for amounts). */
function sample(param: AbiParam, seed: number): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type);
  if (array) {
    const inner = { ...param, type: array[1] as string };
    return Array.from({ length: array[2] ? Number(array[2]) : 2 }, (_, i) =>
      sample(inner, seed + i),
    );
  }
  if (param.type === 'tuple') {
    return Object.fromEntries(
      (param.components ?? []).map((c, i) => [c.name ?? String(i), sample(c, seed + i + 1)]),
    );
  }
  if (param.type === 'address') return seed % 2 === 0 ? USDC : WETH;
  if (param.type === 'bool') return seed % 2 === 0;
  if (param.type === 'uint8') return 27 + (seed % 2);
  if (param.type === 'uint24') return 3000;
  if (/^int\d+$/.test(param.type)) return -60 * (seed + 1);
  if (/^u?int\d+$/.test(param.type)) return `0x${(10n ** 18n * BigInt(seed + 1)).toString(16)}`;
  if (param.type === 'bytes32') return `0x${(seed + 1).toString(16).padStart(64, '0')}`;
  if (param.type === 'bytes') return `0x${'ab'.repeat(seed + 3)}`;
  if (param.type === 'string') return `text ${seed}`;
  throw new Error(`No sample for ${param.type}`);
}

// Every contract call the SDKs encode, by ABI (the artifacts v3-sdk imports).
const CALLS: Record<string, readonly string[]> = {
  '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json': [
    'exactInput',
    'exactInputSingle',
    'exactOutput',
    'exactOutputSingle',
  ],
  '@uniswap/v3-periphery/artifacts/contracts/interfaces/IMulticall.sol/IMulticall.json': [
    'multicall',
  ],
  '@uniswap/v3-periphery/artifacts/contracts/interfaces/IPeripheryPaymentsWithFee.sol/IPeripheryPaymentsWithFee.json':
    ['refundETH', 'sweepToken', 'sweepTokenWithFee', 'unwrapWETH9', 'unwrapWETH9WithFee'],
  '@uniswap/v3-periphery/artifacts/contracts/interfaces/ISelfPermit.sol/ISelfPermit.json': [
    'selfPermit',
    'selfPermitAllowed',
  ],
  '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json':
    [
      'burn',
      'collect',
      'createAndInitializePoolIfNecessary',
      'decreaseLiquidity',
      'increaseLiquidity',
      'mint',
      'permit',
      'safeTransferFrom(address,address,uint256)',
      'safeTransferFrom(address,address,uint256,bytes)',
    ],
};

describe('ethers 5 stand-ins for the Uniswap SDKs', () => {
  it('resolve only the SDKs’ imports of the shimmed packages', () => {
    const sdk = '/x/node_modules/@uniswap/v3-sdk/dist/esm/src/swapRouter.js';
    expect(ethers5Shim('@ethersproject/abi', sdk)).toMatch(/build[\\/]ethers5[\\/]abi\.ts$/);
    expect(ethers5Shim('@ethersproject/abi', '/x/node_modules/other/index.js')).toBeNull();
    expect(ethers5Shim('@ethersproject/providers', sdk)).toBeNull();
    expect(ethers5Shim('@ethersproject/abi', undefined)).toBeNull();
  });

  it('export everything the SDKs import from each package', () => {
    const imported: Record<string, string[]> = {
      abi: ['Interface', 'defaultAbiCoder'],
      address: ['getAddress', 'getCreate2Address'],
      bignumber: ['BigNumber'],
      bytes: ['concat', 'hexZeroPad'],
      keccak256: ['keccak256'],
      solidity: ['keccak256', 'pack'],
      strings: ['toUtf8Bytes'],
    };
    for (const name of SHIMMED_PACKAGES) {
      for (const binding of imported[name] ?? [])
        expect(SHIMS[name][binding], binding).toBeDefined();
    }
  });

  it('encode every contract call the SDKs make exactly as ethers 5 does', () => {
    let checked = 0;
    for (const [artifact, names] of Object.entries(CALLS)) {
      const { abi: contractAbi } = fromV3Sdk(artifact);
      const before = new v5.abi.Interface(contractAbi);
      const after = new abi.Interface(contractAbi);
      for (const name of names) {
        const fragment = before.getFunction(name);
        const args = fragment.inputs.map((input: AbiParam, i: number) => sample(input, i));
        const data = before.encodeFunctionData(name, args);
        expect(after.encodeFunctionData(name, args), `${artifact} ${name}`).toBe(data);
        checked += 1;
      }
    }
    expect(checked).toBe(21);
  });

  it('decode a multicall as ethers 5 does', () => {
    const { abi: multicallAbi } = fromV3Sdk(
      '@uniswap/v3-periphery/artifacts/contracts/interfaces/IMulticall.sol/IMulticall.json',
    );
    const calls = ['0x12345678', `0x${'ab'.repeat(68)}`];
    const data = new v5.abi.Interface(multicallAbi).encodeFunctionData('multicall', [calls]);
    expect(new abi.Interface(multicallAbi).decodeFunctionData('multicall', data).data).toEqual(
      new v5.abi.Interface(multicallAbi).decodeFunctionData('multicall', data).data,
    );
  });

  it('compute pool and pair addresses and V3 paths as ethers 5 does', () => {
    const encoded = (coder: typeof abi) =>
      coder.defaultAbiCoder.encode(['address', 'address', 'uint24'], [USDC, WETH, 500]);
    expect(encoded(abi)).toBe(encoded(v5.abi));
    const salt = solidity.keccak256(['bytes'], [encoded(abi)]);
    expect(salt).toBe(v5.solidity.keccak256(['bytes'], [encoded(v5.abi)]));
    expect(address.getCreate2Address(FACTORY, salt, POOL_INIT_CODE_HASH)).toBe(
      v5.address.getCreate2Address(FACTORY, salt, POOL_INIT_CODE_HASH),
    );
    const path = [
      ['address', 'uint24', 'address'],
      [USDC, 3000, WETH],
    ] as const;
    expect(solidity.pack([...path[0]], [...path[1]])).toBe(v5.solidity.pack(path[0], path[1]));
    expect(address.getAddress(USDC.toLowerCase())).toBe(v5.address.getAddress(USDC.toLowerCase()));
    expect(() => address.getAddress('0x123')).toThrow();
    expect(() => v5.address.getAddress('0x123')).toThrow();
  });

  it('hash and pad bytes as ethers 5 does (sdk-core’s zkSync create2)', () => {
    const prefix = keccak256.keccak256(strings.toUtf8Bytes('zksyncCreate2'));
    expect(prefix).toBe(v5.keccak256.keccak256(v5.strings.toUtf8Bytes('zksyncCreate2')));
    expect(bytes.hexZeroPad(USDC, 32)).toBe(v5.bytes.hexZeroPad(USDC, 32));
    expect(bytes.hexZeroPad('0x0abc', 2)).toBe(v5.bytes.hexZeroPad('0x0abc', 2));
    expect(() => bytes.hexZeroPad(USDC, 4)).toThrow();
    expect(() => v5.bytes.hexZeroPad(USDC, 4)).toThrow();
    expect(bytes.concat([prefix, USDC])).toEqual(v5.bytes.concat([prefix, USDC]));
  });

  it('compare fee-on-transfer fees with zero as ethers 5 does', () => {
    for (const fee of [0, 1, 250, '0x10']) {
      const before = v5.bignumber.BigNumber.from(fee);
      const after = BigNumber.from(fee);
      const zero = 0;
      expect(after.gte(BigNumber.from(zero))).toBe(before.gte(v5.bignumber.BigNumber.from(zero)));
      expect(after.gt(BigNumber.from(zero))).toBe(before.gt(v5.bignumber.BigNumber.from(zero)));
      expect(after.toString()).toBe(before.toString());
      expect(after.toHexString()).toBe(before.toHexString());
    }
    expect(BigNumber.from(-5).gte(BigNumber.from(0))).toBe(false);
    expect(BigNumber.from({ _hex: '0x05' }).eq(5)).toBe(true);
  });
});
