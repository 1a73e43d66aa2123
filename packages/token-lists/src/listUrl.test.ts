import { describe, expect, it } from 'vitest';
import {
  blockedListHost,
  isValidListLocation,
  listLocationError,
  listUrlCandidates,
  parseEnsListLocation,
} from './listUrl';

const gateways = {
  ipfs: ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs'],
  ipns: ['https://gw-one.test/ipns/', 'https://gw-two.test/ipns/'],
};

describe('listUrlCandidates', () => {
  it('keeps https as is', () => {
    expect(listUrlCandidates('https://a.test/list.json', gateways)).toEqual([
      'https://a.test/list.json',
    ]);
  });

  it('tries https before plain http', () => {
    expect(listUrlCandidates('http://a.test/list.json', gateways)).toEqual([
      'https://a.test/list.json',
      'http://a.test/list.json',
    ]);
  });

  it('routes ipfs:// and ipns:// through both gateways of their namespace', () => {
    expect(listUrlCandidates('ipfs://QmHash/list.json', gateways)).toEqual([
      'https://gw-one.test/ipfs/QmHash/list.json',
      'https://gw-two.test/ipfs/QmHash/list.json',
    ]);
    expect(listUrlCandidates('ipns://tokens.uniswap.org', gateways)).toEqual([
      'https://gw-one.test/ipns/tokens.uniswap.org',
      'https://gw-two.test/ipns/tokens.uniswap.org',
    ]);
  });

  it.each(['ftp://a.test/x', 'javascript:alert(1)', 'tokens.eth', '', 'ipfs://'])(
    'gives no candidates for %j',
    (uri) => {
      expect(listUrlCandidates(uri, gateways)).toEqual([]);
    },
  );
});

describe('parseEnsListLocation', () => {
  it('parses names and paths', () => {
    expect(parseEnsListLocation('tokens.uniswap.eth')).toEqual({
      ensName: 'tokens.uniswap.eth',
      ensPath: undefined,
    });
    expect(parseEnsListLocation('Wrapped.TokenSoft.eth/list.json')).toEqual({
      ensName: 'wrapped.tokensoft.eth',
      ensPath: '/list.json',
    });
  });

  it.each(['eth', 'https://a.eth', 'a..eth', '-a.eth', 'a.com', 'a b.eth'])(
    'rejects %j',
    (input) => {
      expect(parseEnsListLocation(input)).toBeNull();
    },
  );
});

describe('list location check', () => {
  it('accepts URLs with supported protocols and ENS names', () => {
    for (const location of [
      'https://a.test/x.json',
      'http://a.test',
      'ipfs://Qm',
      'tokenlist.aave.eth',
    ]) {
      expect(isValidListLocation(location)).toBe(true);
      expect(listLocationError(location)).toBeNull();
    }
  });

  it('reports "Enter valid list location" otherwise', () => {
    for (const location of [
      '',
      '   ',
      'ftp://a.test',
      'not a url',
      'example.com',
      // A supported protocol but no URL: nothing to download (the field's placeholder, half typed).
      'https://',
      'http://',
      'https://exa mple.com/list.json',
    ]) {
      expect(listLocationError(location)).toBe('Enter valid list location');
    }
  });
});

describe('blockedListHost: list hosts the site may not fetch from', () => {
  const gateways = {
    ipfs: ['https://gw.example.org/ipfs/'],
    ipns: ['https://gw.example.org/ipns/'],
  };
  const mayFetch = (candidate: string) => new URL(candidate).host === 'lists.example.org';

  it('names the host when no candidate URL is allowed', () => {
    expect(blockedListHost('https://evil.example.com/list.json', gateways, mayFetch)).toBe(
      'evil.example.com',
    );
    expect(blockedListHost('http://other.example.com/list.json', gateways, mayFetch)).toBe(
      'other.example.com',
    );
  });

  it('never throws, even for a location that is no URL', () => {
    for (const location of ['https://', 'http://', 'https://exa mple.com/list.json']) {
      expect(() => blockedListHost(location, gateways, () => false), location).not.toThrow();
    }
  });

  it('lets allowed hosts, gateway locations and ENS names through', () => {
    expect(
      blockedListHost(' https://lists.example.org/l.json ', gateways, mayFetch),
    ).toBeUndefined();
    expect(blockedListHost('ipfs://QmHash', gateways, (u) => u.startsWith('https://gw.'))).toBe(
      undefined,
    );
    expect(blockedListHost('tokens.uniswap.eth', gateways, () => false)).toBeUndefined();
  });
});
