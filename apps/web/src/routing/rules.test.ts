import { describe, expect, it } from 'vitest';
import { isPoolPath, isStrictPath } from './rules';

describe('route rules', () => {
  it.each([
    ['/', true],
    ['/swap', true],
    ['/pool/v2', true],
    ['/swap/', false],
    ['/pool//v2', false],
  ])('isStrictPath(%s) = %s', (path, expected) => {
    expect(isStrictPath(path)).toBe(expected);
  });

  it.each([
    ['/pool', true],
    ['/pool/v2', true],
    ['/add/ETH', true],
    ['/add', true],
    ['/remove/v2/a/b', true],
    ['/increase/a/b/3000/1', true],
    ['/find', true],
    ['/swap', false],
    ['/vote', false],
    ['/addition', false],
  ])('Pool nav is active on %s: %s', (path, expected) => {
    expect(isPoolPath(path)).toBe(expected);
  });
});
