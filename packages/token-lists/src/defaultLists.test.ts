import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACTIVE_LIST_URLS,
  DEFAULT_LIST_OF_LISTS,
  KNOWN_LIST_URLS,
  UNSUPPORTED_LIST_URLS,
} from './defaultLists';
import { isValidListLocation, listUrlCandidates, parseEnsListLocation } from './listUrl';

/** https, ipfs:// or an ENS name: the locations a default list may have (no plain http). */
function kindOfLocation(location: string): 'https' | 'ipfs' | 'ens' | 'invalid' {
  if (!isValidListLocation(location)) return 'invalid';
  if (/^https:\/\/[^/\s]+/.test(location)) return 'https';
  if (/^ipfs:\/\/\S+$/.test(location) && listUrlCandidates(location).length > 0) return 'ipfs';
  if (parseEnsListLocation(location) !== null) return 'ens';
  return 'invalid';
}

describe('the default list-of-lists', () => {
  it.each(DEFAULT_LIST_OF_LISTS)('%s is a valid list location (https, ipfs:// or ENS)', (url) => {
    expect(kindOfLocation(url)).not.toBe('invalid');
  });

  it('the location check refuses what must not be a default', () => {
    expect(kindOfLocation('http://tokens.example.org/list.json')).toBe('invalid');
    expect(kindOfLocation('ftp://tokens.example.org/list.json')).toBe('invalid');
    expect(kindOfLocation('not a location')).toBe('invalid');
    expect(kindOfLocation('ipfs://')).toBe('invalid');
    expect(kindOfLocation('tokens.uniswap.eth')).toBe('ens');
  });

  it('names every list once, starting with the Uniswap default list, the unsupported lists last', () => {
    expect(new Set(DEFAULT_LIST_OF_LISTS).size).toBe(DEFAULT_LIST_OF_LISTS.length);
    expect(DEFAULT_LIST_OF_LISTS[0]).toBe('https://tokens.uniswap.org');
    expect(DEFAULT_LIST_OF_LISTS.slice(-UNSUPPORTED_LIST_URLS.length)).toEqual(
      UNSUPPORTED_LIST_URLS,
    );
    expect(new Set(Object.values(KNOWN_LIST_URLS))).toEqual(new Set(DEFAULT_LIST_OF_LISTS));
  });

  it('activates the Uniswap default list and never an unsupported-token list (spec: ranking and default-active lists)', () => {
    expect(DEFAULT_ACTIVE_LIST_URLS).toEqual([KNOWN_LIST_URLS.uniswapDefault]);
    for (const url of DEFAULT_ACTIVE_LIST_URLS) {
      expect(DEFAULT_LIST_OF_LISTS).toContain(url);
      expect(UNSUPPORTED_LIST_URLS).not.toContain(url);
    }
    expect(UNSUPPORTED_LIST_URLS).toContain(KNOWN_LIST_URLS.securityNotice);
  });

  it('no longer carries the 2021 lists whose hosts are gone or whose ENS names could lapse', () => {
    for (const retired of [
      'https://app.tryroll.com/tokens.json',
      'https://umaproject.org/uma.tokenlist.json',
      'synths.snx.eth',
      'defi.cmc.eth',
      'stablecoin.cmc.eth',
      'wrapped.tokensoft.eth',
      't2crtokens.eth',
    ]) {
      expect(DEFAULT_LIST_OF_LISTS).not.toContain(retired);
    }
  });
});
