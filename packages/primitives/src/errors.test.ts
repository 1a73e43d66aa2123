import { describe, expect, it } from 'vitest';
import { DexError, errorCodeOf, nestedErrors } from './errors';

class ListGoneError extends DexError {
  constructor(cause?: unknown) {
    super('lists/gone', 'The list is gone', { cause });
  }
}

describe('DexError', () => {
  it('carries a stable code beside its message and is an Error', () => {
    const error = new DexError('pkg/thing', 'Something happened');
    expect(error).toBeInstanceOf(Error);
    expect(error.errorCode).toBe('pkg/thing');
    expect(error.message).toBe('Something happened');
    expect(error.name).toBe('DexError');
  });

  it('names subclasses after themselves and keeps the cause', () => {
    const cause = new Error('404');
    const error = new ListGoneError(cause);
    expect(error).toBeInstanceOf(DexError);
    expect(error.name).toBe('ListGoneError');
    expect(error.cause).toBe(cause);
    expect('cause' in new ListGoneError()).toBe(false);
  });
});

describe('errorCodeOf', () => {
  it('reads the code of a DexError', () => {
    expect(errorCodeOf(new ListGoneError())).toBe('lists/gone');
  });

  it('reads the code of an error from another copy of a package', () => {
    const foreign = Object.assign(new Error('The list is gone'), { errorCode: 'lists/gone' });
    expect(errorCodeOf(foreign)).toBe('lists/gone');
  });

  it('gives undefined for other errors and values', () => {
    expect(errorCodeOf(Object.assign(new Error('rejected'), { code: 4001 }))).toBeUndefined();
    expect(errorCodeOf('lists/gone')).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });
});

describe('nestedErrors', () => {
  it('walks what wallets, libraries and nodes wrap, outermost first, strings included', () => {
    const node = { code: -32000, message: 'execution reverted', data: '0x08c379a0' };
    const ethers = { code: 'CALL_EXCEPTION', info: { error: node } };
    const wallet = { message: 'Internal JSON-RPC error.', data: { originalError: ethers } };
    const thrown = new Error('estimate failed', { cause: wallet });
    const seen = [...nestedErrors(thrown)];
    expect(seen[0]).toBe(thrown);
    expect(seen).toContain(wallet);
    expect(seen).toContain(ethers);
    expect(seen).toContain(node);
    expect(seen).toContain('0x08c379a0');
    expect(seen.indexOf(wallet)).toBeLessThan(seen.indexOf(node));
  });

  it('stops on cycles and after 32 objects, and yields nothing for nothing', () => {
    const a: Record<string, unknown> = { message: 'a' };
    a.cause = { message: 'b', error: a };
    expect([...nestedErrors(a)]).toHaveLength(2);
    let deep: Record<string, unknown> = { message: 'bottom' };
    for (let i = 0; i < 100; i++) deep = { cause: deep };
    expect([...nestedErrors(deep)]).toHaveLength(32);
    expect([...nestedErrors(undefined)]).toEqual([]);
    expect([...nestedErrors(42)]).toEqual([]);
  });
});
