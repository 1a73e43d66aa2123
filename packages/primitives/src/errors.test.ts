import { describe, expect, it } from 'vitest';
import { DexError, errorCodeOf } from './errors';

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
