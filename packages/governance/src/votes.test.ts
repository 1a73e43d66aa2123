import { expect, it } from 'vitest';
import { delegateOrNone } from './votes';

it('reads the zero address as no delegate', () => {
  expect(delegateOrNone(`0x${'0'.repeat(40)}`)).toBeNull();
  const delegate = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  expect(delegateOrNone(delegate)).toBe(delegate);
});
