import { describe, expect, it } from 'vitest';
import { parseTokenUri, safeImageUri, TOKEN_URI_MAX_LENGTH } from './tokenUri';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;
const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const uriOf = (json: unknown) => `data:application/json;base64,${toBase64(JSON.stringify(json))}`;

describe('parseTokenUri', () => {
  it('reads the name and the SVG image of a descriptor-style URI', () => {
    expect(parseTokenUri(uriOf({ name: 'Uniswap - 0.3% - WETH/USDC ✓', image: SVG }))).toEqual({
      name: 'Uniswap - 0.3% - WETH/USDC ✓',
      image: SVG,
    });
  });

  it('accepts an https image and normalises it', () => {
    expect(parseTokenUri(uriOf({ image: 'https://example.org/a b.svg' }))?.image).toBe(
      'https://example.org/a%20b.svg',
    );
  });

  it.each([
    ['no URI', undefined],
    ['an empty URI', ''],
    ['plain JSON', 'data:application/json,{"image":"https://x.org/i.png"}'],
    ['an http URL', 'https://example.org/token/1'],
    ['bad base64', 'data:application/json;base64,@@@'],
    [
      'base64 that is not JSON',
      `data:application/json;base64,${toBase64('<svg onload=alert(1)>')}`,
    ],
    ['a JSON array', uriOf([SVG])],
    ['JSON without an image', uriOf({ name: 'x' })],
    ['a javascript: image', uriOf({ image: 'javascript:alert(1)' })],
    ['an html data image', uriOf({ image: 'data:text/html,<script>alert(1)</script>' })],
    ['an http image', uriOf({ image: 'http://example.org/i.svg' })],
    ['a non-string image', uriOf({ image: { src: SVG } })],
    ['an over-long URI', `data:application/json;base64,${'A'.repeat(TOKEN_URI_MAX_LENGTH)}`],
  ])('is undefined for %s', (_name, uri) => {
    expect(parseTokenUri(uri)).toBeUndefined();
  });

  it('keeps a hostile name as plain data (the UI renders it as text)', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(parseTokenUri(uriOf({ name, image: SVG }))?.name).toBe(name);
    expect(parseTokenUri(uriOf({ name: 42, image: SVG }))?.name).toBeUndefined();
  });
});

describe('safeImageUri', () => {
  it('allows only SVG data URIs and https URLs', () => {
    expect(safeImageUri('DATA:image/SVG+xml,<svg/>')).toBe('DATA:image/SVG+xml,<svg/>');
    expect(safeImageUri('data:image/svg+xmlfoo,<svg/>')).toBeUndefined();
    expect(safeImageUri('data:image/png;base64,AAAA')).toBeUndefined();
    expect(safeImageUri('//example.org/i.svg')).toBeUndefined();
    expect(safeImageUri(7)).toBeUndefined();
  });
});
