import { describe, expect, it } from 'vitest';
import { findOrigin } from './FindPoolPage';

describe('the /find origin (the back link)', () => {
  it.each([
    [null, '/pool'],
    ['/migrate/v2', '/migrate/v2'],
    ['/pool/v2', '/pool/v2'],
    ['//evil.example', '/pool'],
    ['https://evil.example', '/pool'],
    ['javascript:alert(1)', '/pool'],
  ])('%s goes back to %s', (origin, path) => {
    expect(findOrigin(origin)).toBe(path);
  });
});
