// toformat for @uniswap/sdk-core in the bundle (see ../sdkNumbersShims.ts): it adds `toFormat` to
// decimal.js-light's and big.js's classes; their stand-ins (./decimal.ts, ./big.ts) have it already.
export default function toFormat<NumberClass>(numberClass: NumberClass): NumberClass {
  return numberClass;
}
