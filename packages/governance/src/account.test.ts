import { expect, it } from 'vitest';
import { checksummedAccount } from './account';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

it('checksums any valid address and refuses the rest', () => {
  expect(checksummedAccount(ACCOUNT.toLowerCase())).toBe(ACCOUNT);
  expect(checksummedAccount(ACCOUNT)).toBe(ACCOUNT);
  expect(checksummedAccount(ACCOUNT.replace('Fd', 'fD'))).toBeUndefined();
  expect(checksummedAccount('0x1234')).toBeUndefined();
  expect(checksummedAccount('')).toBeUndefined();
  expect(checksummedAccount(null)).toBeUndefined();
  expect(checksummedAccount(undefined)).toBeUndefined();
});
