import { describe, expect, it } from 'vitest';
import { BuildConfigError } from '../buildTarget';
import { appHref, publicPathFor, routerModeFor } from './publicPath';

describe('the public path a build is served from', () => {
  it('is relative in production (any path, any static host) and the root for the devnet', () => {
    expect(publicPathFor({}, 'production')).toBe('./');
    expect(publicPathFor({}, 'devnet')).toBe('/');
    expect(publicPathFor({ VITE_PUBLIC_PATH: '/dex/' }, 'production')).toBe('/dex/');
    expect(publicPathFor({ VITE_PUBLIC_PATH: '/' }, 'production')).toBe('/');
    expect(publicPathFor({ VITE_PUBLIC_PATH: './' }, 'devnet')).toBe('./');
  });

  it('refuses anything but ./ or an absolute folder of plain segments', () => {
    for (const bad of ['dex/', '/dex', 'https://cdn.example/', '/a/../b/', '/a b/', '//evil/']) {
      expect(() => publicPathFor({ VITE_PUBLIC_PATH: bad }, 'production'), bad).toThrow(
        BuildConfigError,
      );
    }
  });
});

describe('how routes appear in URLs', () => {
  it('puts the route after # for a relative build, under the base path otherwise', () => {
    expect(routerModeFor('./')).toEqual({ kind: 'hash' });
    expect(routerModeFor('/')).toEqual({ kind: 'path', basename: '/' });
    expect(routerModeFor('/dex/')).toEqual({ kind: 'path', basename: '/dex' });
  });

  it('links a full reload to the route in the form the build uses', () => {
    expect(appHref(routerModeFor('./'), '/swap')).toBe('./#/swap');
    expect(appHref(routerModeFor('/'), '/swap')).toBe('/swap');
    expect(appHref(routerModeFor('/dex/'), '/swap')).toBe('/dex/swap');
  });
});
