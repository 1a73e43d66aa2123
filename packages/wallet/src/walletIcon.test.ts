import { expect, it } from 'vitest';
import { MAX_WALLET_ICON_LENGTH, sanitizeWalletIcon } from './walletIcon';

it.each([
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  'DATA:IMAGE/WEBP;base64,UklGRg==',
])('accepts %s', (icon) => {
  expect(sanitizeWalletIcon(icon)).toBe(icon);
});

it.each([
  'https://example.com/icon.png',
  '//example.com/icon.png',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAA" onerror="alert(1)',
  ' data:image/png;base64,AAA',
  '',
])('rejects %j', (icon) => {
  expect(sanitizeWalletIcon(icon)).toBeUndefined();
});

it('rejects non-strings and oversized icons', () => {
  expect(sanitizeWalletIcon(42)).toBeUndefined();
  expect(sanitizeWalletIcon(undefined)).toBeUndefined();
  expect(
    sanitizeWalletIcon(`data:image/png;base64,${'A'.repeat(MAX_WALLET_ICON_LENGTH)}`),
  ).toBeUndefined();
});
