// jsbi for the Uniswap SDKs in the bundle (see ../sdkNumbersShims.ts). JSBI is a polyfill of the
// native BigInt from before browsers had one: each of its operations is defined as the BigInt
// operator it names, so here every value is a native bigint and every operation that operator.
// `x instanceof JSBI` (sdk-core's Fraction parsing) asks whether x is such a value.

type Operand = bigint;

export default class JSBI {
  private constructor() {}

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'bigint';
  }

  static BigInt(value: number | string | boolean | bigint): bigint {
    return BigInt(value);
  }

  static toNumber(x: Operand): number {
    return Number(x);
  }

  static unaryMinus(x: Operand): bigint {
    return -x;
  }
  static bitwiseNot(x: Operand): bigint {
    return ~x;
  }
  static exponentiate(x: Operand, y: Operand): bigint {
    return x ** y;
  }
  static multiply(x: Operand, y: Operand): bigint {
    return x * y;
  }
  static divide(x: Operand, y: Operand): bigint {
    return x / y;
  }
  static remainder(x: Operand, y: Operand): bigint {
    return x % y;
  }
  static add(x: Operand, y: Operand): bigint {
    return x + y;
  }
  static subtract(x: Operand, y: Operand): bigint {
    return x - y;
  }
  static leftShift(x: Operand, y: Operand): bigint {
    return x << y;
  }
  static signedRightShift(x: Operand, y: Operand): bigint {
    return x >> y;
  }
  static unsignedRightShift(): never {
    throw new TypeError('BigInts have no unsigned right shift; use >> instead');
  }
  static lessThan(x: Operand, y: Operand): boolean {
    return x < y;
  }
  static lessThanOrEqual(x: Operand, y: Operand): boolean {
    return x <= y;
  }
  static greaterThan(x: Operand, y: Operand): boolean {
    return x > y;
  }
  static greaterThanOrEqual(x: Operand, y: Operand): boolean {
    return x >= y;
  }
  static equal(x: Operand, y: Operand): boolean {
    return x === y;
  }
  static notEqual(x: Operand, y: Operand): boolean {
    return x !== y;
  }
  static bitwiseAnd(x: Operand, y: Operand): bigint {
    return x & y;
  }
  static bitwiseXor(x: Operand, y: Operand): bigint {
    return x ^ y;
  }
  static bitwiseOr(x: Operand, y: Operand): bigint {
    return x | y;
  }
  static asIntN(bits: number, x: Operand): bigint {
    return BigInt.asIntN(bits, x);
  }
  static asUintN(bits: number, x: Operand): bigint {
    return BigInt.asUintN(bits, x);
  }
}
