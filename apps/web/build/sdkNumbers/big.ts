// big.js for @uniswap/sdk-core in the bundle (see ../sdkNumbersShims.ts): what Fraction.toFixed and
// CurrencyAmount.toExact use, exactly as big.js does it. `div` rounds its quotient to `Big.DP`
// decimal places by `Big.RM` (0 down, 1 half up, 2 half even, 3 up); `toFixed`/`toFormat` write
// fixed-point notation, with all the value's digits when no places are given.
import {
  type DecimalFormat,
  divideFixed,
  type FixedPoint,
  formatFixed,
  normalise,
  parseInteger,
  type RoundingMode,
  roundToPlaces,
} from './fixedPoint';

const MODES: readonly RoundingMode[] = ['down', 'halfUp', 'halfEven', 'up'];

function modeOf(rounding: number): RoundingMode {
  const mode = MODES[rounding];
  if (!mode) throw new Error('[big.js] Invalid rounding mode');
  return mode;
}

function checkPlaces(places: number): number {
  if (!Number.isInteger(places) || places < 0 || places > 1e6) {
    throw new Error('[big.js] Invalid decimal places');
  }
  return places;
}

export default class Big {
  static DP = 20;
  static RM = 1;

  private readonly value: FixedPoint;

  constructor(value: string | Big) {
    this.value = value instanceof Big ? value.value : parseInteger(value);
  }

  private static of(value: FixedPoint): Big {
    const big = Object.create(Big.prototype) as { value: FixedPoint };
    big.value = normalise(value);
    return big as unknown as Big;
  }

  div(divisor: string | Big): Big {
    const other = new Big(divisor);
    const places = checkPlaces(Big.DP);
    try {
      return Big.of(divideFixed(this.value, other.value, places, modeOf(Big.RM)));
    } catch (error) {
      throw new Error('[big.js] Division by zero', { cause: error });
    }
  }

  toFixed(places?: number): string {
    return this.format(places, {});
  }

  /** toformat's signature: (places?, rounding?, format?), a format object in any position; big.js has no rounding argument. */
  toFormat(
    places?: number | DecimalFormat,
    rounding?: number | DecimalFormat,
    format?: DecimalFormat,
  ): string {
    if (typeof places === 'object') return this.format(undefined, places);
    if (typeof rounding === 'object') return this.format(places, rounding);
    return this.format(places, format ?? {});
  }

  private format(places: number | undefined, format: DecimalFormat): string {
    if (places === undefined) return formatFixed(this.value, undefined, format);
    const rounded = roundToPlaces(this.value, checkPlaces(places), modeOf(Big.RM));
    return formatFixed(rounded, places, format);
  }

  toString(): string {
    return formatFixed(this.value, undefined);
  }
}
