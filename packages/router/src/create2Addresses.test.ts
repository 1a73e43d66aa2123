import { describe, expect, it, vi } from 'vitest';
import { create2AddressMemo } from './create2Addresses';

describe('create2AddressMemo', () => {
  it('derives an address once per key and answers again from memory', () => {
    const known = create2AddressMemo();
    const derive = vi.fn(() => '0xPool');
    expect(known('factory|hash|a|b|500', derive)).toBe('0xPool');
    expect(known('factory|hash|a|b|500', derive)).toBe('0xPool');
    expect(derive).toHaveBeenCalledTimes(1);
    expect(known('factory|hash|a|b|3000', () => '0xOther')).toBe('0xOther');
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const known = create2AddressMemo(2);
    known('one', () => '0x1');
    known('two', () => '0x2');
    known('three', () => '0x3');
    const again = vi.fn(() => '0x1');
    known('one', again);
    expect(again).toHaveBeenCalledTimes(1);
    const kept = vi.fn(() => 'not used');
    expect(known('three', kept)).toBe('0x3');
    expect(kept).not.toHaveBeenCalled();
  });
});
