// @ethersproject/bignumber for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts). The SDKs
// only compare fee-on-transfer fees with zero (`fee.gte(BigNumber.from(0))`), so this is a bigint
// with ethers 5's comparisons, taking what ethers 5's BigNumber.from takes for such values.

type BigNumberish = BigNumber | bigint | number | string | { readonly _hex: string };

function toBigInt(value: BigNumberish): bigint {
  if (value instanceof BigNumber) return value.value;
  if (typeof value === 'object' && value !== null) return BigInt(value._hex);
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`BigNumber: not a safe integer: ${value}`);
  }
  return BigInt(value);
}

export class BigNumber {
  readonly _isBigNumber = true;
  private constructor(readonly value: bigint) {}

  static from(value: BigNumberish): BigNumber {
    return new BigNumber(toBigInt(value));
  }

  static isBigNumber(value: unknown): value is BigNumber {
    return value instanceof BigNumber;
  }

  /** Hex as ethers 5 writes it: an even number of digits ('0x00', '0x0fa0'), '-0x..' if negative. */
  get _hex(): string {
    const digits = (this.value < 0n ? -this.value : this.value).toString(16);
    return `${this.value < 0n ? '-' : ''}0x${digits.length % 2 === 0 ? digits : `0${digits}`}`;
  }

  eq(other: BigNumberish): boolean {
    return this.value === toBigInt(other);
  }
  lt(other: BigNumberish): boolean {
    return this.value < toBigInt(other);
  }
  lte(other: BigNumberish): boolean {
    return this.value <= toBigInt(other);
  }
  gt(other: BigNumberish): boolean {
    return this.value > toBigInt(other);
  }
  gte(other: BigNumberish): boolean {
    return this.value >= toBigInt(other);
  }
  isZero(): boolean {
    return this.value === 0n;
  }
  isNegative(): boolean {
    return this.value < 0n;
  }
  toBigInt(): bigint {
    return this.value;
  }
  toHexString(): string {
    return this._hex;
  }
  toNumber(): number {
    if (
      this.value > BigInt(Number.MAX_SAFE_INTEGER) ||
      this.value < BigInt(Number.MIN_SAFE_INTEGER)
    ) {
      throw new RangeError(`BigNumber: overflow: ${this.value}`);
    }
    return Number(this.value);
  }
  toString(): string {
    return this.value.toString();
  }
}
