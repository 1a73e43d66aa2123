// The helpers the generated validator (tokenListValidator.generated.ts) calls at run time.
export { fullFormats } from 'ajv-formats/dist/formats.js';

/** A string's length as JSON Schema counts it: in code points, so a surrogate pair is one. */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}
