import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import StandInBig from './sdkNumbers/big';
import StandInDecimal from './sdkNumbers/decimal';
import StandInJSBI from './sdkNumbers/jsbi';
import standInToFormat from './sdkNumbers/toformat';
import { SHIMMED_LIBRARIES, sdkNumbersShim } from './sdkNumbersShims';

// The real libraries, resolved the way sdk-core resolves them.
const fromSdkCore = createRequire(createRequire(import.meta.url).resolve('@uniswap/sdk-core'));
const RealJSBI = fromSdkCore('jsbi');
const realToFormat = fromSdkCore('toformat');
const RealDecimal = realToFormat(fromSdkCore('decimal.js-light'));
const RealBig = realToFormat(fromSdkCore('big.js'));

type DecimalClass = typeof StandInDecimal;
type BigClass = typeof StandInBig;
interface Format {
  groupSeparator?: string;
  groupSize?: number;
  decimalSeparator?: string;
}

// sdk-core's Rounding (ROUND_DOWN, ROUND_HALF_UP, ROUND_UP) mapped as fraction.js maps it.
const SDK_ROUNDINGS = [0, 1, 2] as const;
const decimalRounding = (rounding: number) => [1, 4, 0][rounding] as number;
const bigRounding = (rounding: number) => [0, 1, 3][rounding] as number;

/** sdk-core's Fraction.toSignificant, step by step, over a given decimal.js-light. */
function toSignificant(
  Decimal: DecimalClass,
  n: bigint,
  d: bigint,
  digits: number,
  rounding: number,
  format: Format = { groupSeparator: '' },
): string {
  Decimal.set({ precision: digits + 1, rounding: decimalRounding(rounding) });
  const quotient = new Decimal(n.toString()).div(d.toString()).toSignificantDigits(digits);
  return quotient.toFormat(quotient.decimalPlaces(), format);
}

/** sdk-core's Fraction.toFixed over a given big.js. */
function toFixed(
  Big: BigClass,
  n: bigint,
  d: bigint,
  places: number,
  rounding: number,
  format: Format = { groupSeparator: '' },
): string {
  Big.DP = places;
  Big.RM = bigRounding(rounding);
  return new Big(n.toString()).div(d.toString()).toFormat(places, format);
}

/** sdk-core's CurrencyAmount.toExact over a given big.js. */
function toExact(Big: BigClass, quotient: bigint, decimals: number): string {
  Big.DP = decimals;
  return new Big(quotient.toString())
    .div((10n ** BigInt(decimals)).toString())
    .toFormat({ groupSeparator: '' });
}

/** The outcome of `run`: its value, or that it threw. */
function outcome(run: () => unknown): string {
  try {
    return `value ${String(run())}`;
  } catch {
    return 'throws';
  }
}

/** Deterministic pseudo-random integers of up to `maxDigits` digits, signed. */
function* integers(count: number, maxDigits: number, seed = 7): Generator<bigint> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  for (let i = 0; i < count; i += 1) {
    const length = 1 + (next() % maxDigits);
    let digits = '';
    for (let k = 0; k < length; k += 1) digits += String(next() % 10);
    const value = BigInt(digits);
    yield next() % 4 === 0 ? -value : value;
  }
}

const EDGES = [
  0n,
  1n,
  -1n,
  5n,
  9n,
  10n,
  15n,
  95n,
  99n,
  100n,
  125n,
  999_999n,
  10n ** 18n,
  2n ** 96n,
];
const PAIRS: Array<readonly [bigint, bigint]> = [
  ...EDGES.flatMap((n) => EDGES.filter((d) => d !== 0n).map((d) => [n, d] as const)),
  ...[...integers(300, 30)].map((n, i) => [n, [...integers(1, 25, i + 11)][0] || 1n] as const),
];

describe('native stand-ins for the SDKs’ number libraries', () => {
  it('resolve only the SDKs’ imports of those libraries', () => {
    const sdkFile = '/x/node_modules/@uniswap/v3-sdk/dist/esm/src/entities/pool.js';
    for (const [library, file] of Object.entries(SHIMMED_LIBRARIES)) {
      expect(sdkNumbersShim(library, sdkFile)).toMatch(
        new RegExp(`build[\\\\/]sdkNumbers[\\\\/]${file}\\.ts$`),
      );
      expect(sdkNumbersShim(library, '/x/apps/web/src/main.tsx')).toBeNull();
      expect(sdkNumbersShim(library, undefined)).toBeNull();
    }
    expect(sdkNumbersShim('ethers', sdkFile)).toBeNull();
  });

  it('offer every JSBI operation the SDKs call', () => {
    const used = new Set<string>();
    for (const sdk of ['@uniswap/sdk-core', '@uniswap/v2-sdk', '@uniswap/v3-sdk']) {
      // The ESM build the bundle takes: dist/esm beside the package's CommonJS entry in dist/cjs.
      const entry = createRequire(import.meta.url).resolve(sdk);
      const esm = join(entry.slice(0, entry.lastIndexOf('/dist/') + '/dist/'.length), 'esm');
      const files = readdirSync(esm, { recursive: true }).map(String);
      for (const file of files.filter((name) => name.endsWith('.js'))) {
        for (const match of readFileSync(join(esm, file), 'utf8').matchAll(/JSBI\.(\w+)/g)) {
          used.add(match[1] as string);
        }
      }
    }
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(typeof Reflect.get(StandInJSBI, name), name).toBe('function');
  });

  it('compute every JSBI operation as jsbi does', () => {
    const real = (x: bigint) => RealJSBI.BigInt(x.toString());
    const binary = [
      'add',
      'subtract',
      'multiply',
      'divide',
      'remainder',
      'bitwiseAnd',
      'bitwiseOr',
      'bitwiseXor',
      'lessThan',
      'lessThanOrEqual',
      'greaterThan',
      'greaterThanOrEqual',
      'equal',
      'notEqual',
    ];
    for (const [x, y] of PAIRS.slice(0, 400)) {
      for (const name of binary) {
        const ours = outcome(() => Reflect.get(StandInJSBI, name)(x, y));
        const theirs = outcome(() => RealJSBI[name](real(x), real(y)));
        expect(ours, `${name}(${x}, ${y})`).toBe(theirs);
      }
    }
    for (const x of EDGES) {
      for (const shift of [0n, 1n, 7n, 64n, 96n]) {
        expect(String(StandInJSBI.leftShift(x, shift))).toBe(
          String(RealJSBI.leftShift(real(x), real(shift))),
        );
        expect(String(StandInJSBI.signedRightShift(-x, shift))).toBe(
          String(RealJSBI.signedRightShift(real(-x), real(shift))),
        );
      }
      for (const power of [0n, 1n, 2n, 18n]) {
        expect(String(StandInJSBI.exponentiate(x, power))).toBe(
          String(RealJSBI.exponentiate(real(x), real(power))),
        );
      }
      expect(StandInJSBI.toNumber(x)).toBe(RealJSBI.toNumber(real(x)));
      expect(String(StandInJSBI.unaryMinus(x))).toBe(String(RealJSBI.unaryMinus(real(x))));
      expect(String(StandInJSBI.bitwiseNot(x))).toBe(String(RealJSBI.bitwiseNot(real(x))));
    }
    for (const input of [0, 42, -7, '123', '0x1f', ' 12 ', '', true, 1.5, '1.5', 'x']) {
      expect(outcome(() => StandInJSBI.BigInt(input as string))).toBe(
        outcome(() => RealJSBI.BigInt(input)),
      );
    }
    expect(outcome(() => StandInJSBI.exponentiate(2n, -1n))).toBe('throws');
    expect((StandInJSBI.BigInt(5) as unknown) instanceof StandInJSBI).toBe(true);
    expect((5 as unknown) instanceof StandInJSBI).toBe(false);
  });

  it('print Fraction.toSignificant as decimal.js-light does', () => {
    for (const [n, d] of PAIRS) {
      for (const digits of [1, 2, 4, 6, 9]) {
        for (const rounding of SDK_ROUNDINGS) {
          expect(
            toSignificant(StandInDecimal, n, d, digits, rounding),
            `${n}/${d} to ${digits} digits, rounding ${rounding}`,
          ).toBe(toSignificant(RealDecimal, n, d, digits, rounding));
        }
      }
    }
  });

  it('print Fraction.toFixed and CurrencyAmount.toExact as big.js does', () => {
    for (const [n, d] of PAIRS) {
      for (const places of [0, 1, 2, 4, 8, 18]) {
        for (const rounding of SDK_ROUNDINGS) {
          expect(
            toFixed(StandInBig, n, d, places, rounding),
            `${n}/${d} to ${places} places, rounding ${rounding}`,
          ).toBe(toFixed(RealBig, n, d, places, rounding));
        }
      }
      for (const decimals of [0, 2, 6, 8, 18]) {
        expect(toExact(StandInBig, n, decimals), `${n} at ${decimals} decimals`).toBe(
          toExact(RealBig, n, decimals),
        );
      }
    }
  });

  it('group digits as toformat does when a format is given', () => {
    const formats: Format[] = [
      { groupSeparator: ',', groupSize: 3 },
      { groupSeparator: ' ', groupSize: 3, decimalSeparator: ',' },
      { groupSeparator: ',' },
      {},
    ];
    for (const format of formats) {
      for (const [n, d] of PAIRS.slice(0, 120)) {
        expect(toSignificant(StandInDecimal, n, d, 8, 1, format)).toBe(
          toSignificant(RealDecimal, n, d, 8, 1, format),
        );
        expect(toFixed(StandInBig, n, d, 3, 1, format)).toBe(toFixed(RealBig, n, d, 3, 1, format));
      }
    }
  });

  it('refuse a division by zero as the real libraries do', () => {
    expect(outcome(() => toSignificant(StandInDecimal, 1n, 0n, 4, 1))).toBe('throws');
    expect(outcome(() => toSignificant(RealDecimal, 1n, 0n, 4, 1))).toBe('throws');
    expect(outcome(() => toFixed(StandInBig, 1n, 0n, 4, 1))).toBe('throws');
    expect(outcome(() => toFixed(RealBig, 1n, 0n, 4, 1))).toBe('throws');
  });

  it('leave toformat nothing to add', () => {
    expect(standInToFormat(StandInDecimal)).toBe(StandInDecimal);
    expect(standInToFormat(StandInBig)).toBe(StandInBig);
  });
});
