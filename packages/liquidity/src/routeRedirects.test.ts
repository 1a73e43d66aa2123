import { describe, expect, it } from 'vitest';
import {
  addLiquidityRedirect,
  addV2LiquidityRedirect,
  liquidityPageRedirect,
  liquidityTokenWarningExit,
  migrateV2Redirect,
  parseTokenId,
  removeLiquidityRedirect,
} from './routeRedirects';

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('liquidity route redirects', () => {
  it.each([
    ['ETH', 'ETH', '/add/ETH'],
    ['0xAbC', '0xabc', '/add/0xAbC'],
    ['ETH', WETH, '/add/ETH'],
    [WETH.toLowerCase(), 'ETH', `/add/${WETH.toLowerCase()}`],
    ['ETH', '0x1111111111111111111111111111111111111111', null],
    ['ETH', undefined, null],
  ])('/add/%s/%s redirects to %s', (a, b, expected) => {
    expect(addLiquidityRedirect(a, b, WETH)).toBe(expected);
  });

  it('redirects /add/v2 with equal ids (any case) to the first id', () => {
    expect(addV2LiquidityRedirect('0xAbC', '0xaBc')).toBe('/add/v2/0xAbC');
    expect(addV2LiquidityRedirect('ETH', '0xabc')).toBeNull();
    expect(addV2LiquidityRedirect('ETH', undefined)).toBeNull();
  });

  it('parses position ids as uint256', () => {
    expect(parseTokenId('42')).toBe(42n);
    expect(parseTokenId('0x2a')).toBe(42n);
    expect(parseTokenId('abc')).toBeNull();
    expect(parseTokenId('-1')).toBeNull();
    expect(parseTokenId('1.5')).toBeNull();
    expect(parseTokenId(`0x1${'0'.repeat(64)}`)).toBeNull();
  });

  it('sends invalid or zero position ids on /remove back to /pool', () => {
    expect(removeLiquidityRedirect('0')).toBe('/pool');
    expect(removeLiquidityRedirect('0x0')).toBe('/pool');
    expect(removeLiquidityRedirect('nope')).toBe('/pool');
    expect(removeLiquidityRedirect('7')).toBeNull();
  });

  it('sends invalid migrate addresses back to /migrate/v2', () => {
    expect(migrateV2Redirect('0x123')).toBe('/migrate/v2');
    expect(migrateV2Redirect(`0x${'g'.repeat(40)}`)).toBe('/migrate/v2');
    expect(migrateV2Redirect(WETH)).toBeNull();
  });
});

describe('liquidityPageRedirect', () => {
  it("applies each page's rule to the route's params, and none to the other pages", () => {
    expect(liquidityPageRedirect('add', { currencyIdA: 'ETH', currencyIdB: WETH }, WETH)).toBe(
      '/add/ETH',
    );
    expect(liquidityPageRedirect('addV2', { currencyIdA: 'ETH', currencyIdB: 'eth' }, WETH)).toBe(
      '/add/v2/ETH',
    );
    expect(liquidityPageRedirect('remove', { tokenId: '0' }, undefined)).toBe('/pool');
    expect(liquidityPageRedirect('migrateV2Pair', { address: 'nope' }, undefined)).toBe(
      '/migrate/v2',
    );
    // /increase/{a}/{a}/... names the position's own tokens: no rule.
    expect(
      liquidityPageRedirect('increase', { currencyIdA: 'ETH', currencyIdB: 'ETH' }, WETH),
    ).toBe(null);
  });
});

describe('liquidityTokenWarningExit', () => {
  it('leaves a page whose URL names tokens for the page without them, or its list', () => {
    expect(liquidityTokenWarningExit('add')).toBe('/add');
    expect(liquidityTokenWarningExit('increase')).toBe('/pool');
    expect(liquidityTokenWarningExit('addV2')).toBe('/add/v2');
    expect(liquidityTokenWarningExit('removeV2')).toBe('/pool/v2');
    expect(liquidityTokenWarningExit('liquidityMining')).toBe('/uni');
  });

  it('gives no warning where the URL names no tokens', () => {
    expect(liquidityTokenWarningExit('pool')).toBeNull();
    expect(liquidityTokenWarningExit('remove')).toBeNull();
  });
});
