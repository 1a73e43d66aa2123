import { describe, expect, it } from 'vitest';
import { isWhitespaceCode } from './whitespace';

describe('isWhitespaceCode', () => {
  it('is exactly what \\s matches, for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhitespaceCode(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    expect(differing).toEqual([]);
  });
});
