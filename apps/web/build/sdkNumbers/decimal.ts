// decimal.js-light for @uniswap/sdk-core in the bundle (see ../sdkNumbersShims.ts): what
// Fraction.toSignificant uses, exactly as decimal.js-light does it. `Decimal.set` fixes the
// precision and rounding; `div` truncates its quotient to that many significant digits (decimal.js-light's
// division does not round); `toSignificantDigits` then rounds by the set mode; `toFormat` writes
// the value in fixed-point notation. Modes the SDK never sets are refused rather than guessed.
import {
  type DecimalFormat,
  decimalPlaces,
  divideSignificant,
  type FixedPoint,
  formatFixed,
  normalise,
  parseInteger,
  type RoundingMode,
  roundSignificant,
  roundToPlaces,
} from './fixedPoint';

const MODES: Readonly<Record<number, RoundingMode>> = { 0: 'up', 1: 'down', 4: 'halfUp' };

function modeOf(rounding: number): RoundingMode {
  const mode = MODES[rounding];
  if (!mode) throw new Error(`[DecimalError] rounding mode ${rounding} is not supported here`);
  return mode;
}

export default class Decimal {
  static ROUND_UP = 0;
  static ROUND_DOWN = 1;
  static ROUND_HALF_UP = 4;
  static precision = 20;
  static rounding = 4;

  static set(config: { precision?: number; rounding?: number }): typeof Decimal {
    if (config.precision !== undefined) Decimal.precision = config.precision;
    if (config.rounding !== undefined) Decimal.rounding = config.rounding;
    return Decimal;
  }

  private readonly value: FixedPoint;

  constructor(value: string | Decimal) {
    this.value = value instanceof Decimal ? value.value : parseInteger(value);
  }

  private static of(value: FixedPoint): Decimal {
    const decimal = Object.create(Decimal.prototype) as { value: FixedPoint };
    decimal.value = normalise(value);
    return decimal as unknown as Decimal;
  }

  div(divisor: string | Decimal): Decimal {
    const other = new Decimal(divisor);
    try {
      return Decimal.of(divideSignificant(this.value, other.value, Decimal.precision, 'down'));
    } catch (error) {
      throw new Error('[DecimalError] Division by zero', { cause: error });
    }
  }

  toSignificantDigits(digits: number, rounding = Decimal.rounding): Decimal {
    return Decimal.of(roundSignificant(this.value, digits, modeOf(rounding)));
  }

  decimalPlaces(): number {
    return decimalPlaces(this.value);
  }

  toFixed(places?: number, rounding = Decimal.rounding): string {
    if (places === undefined) return formatFixed(this.value, undefined);
    return formatFixed(roundToPlaces(this.value, places, modeOf(rounding)), places);
  }

  /** toformat's signature: (places?, rounding?, format?), a format object in any position. */
  toFormat(
    places?: number | DecimalFormat,
    rounding?: number | DecimalFormat,
    format?: DecimalFormat,
  ): string {
    if (typeof places === 'object') return this.format(undefined, undefined, places);
    if (typeof rounding === 'object') return this.format(places, undefined, rounding);
    return this.format(places, rounding, format ?? {});
  }

  private format(places: number | undefined, rounding: number | undefined, format: DecimalFormat) {
    const rounded =
      places === undefined
        ? this.value
        : roundToPlaces(this.value, places, modeOf(rounding ?? Decimal.rounding));
    return formatFixed(rounded, places, format);
  }

  toString(): string {
    return formatFixed(this.value, undefined);
  }
}
