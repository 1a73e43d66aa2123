import { seededRandom as random } from '@dex-tooling/config/random';
import { namehash as ethersNamehash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { asciiNamehash, namehash } from './namehash';

/** ethers' answer (normalising every name) as a value to compare: the hash or 'throws'. */
function reference(name: string): string {
  try {
    return ethersNamehash(name);
  } catch {
    return 'throws';
  }
}

function ours(name: string): string {
  try {
    return namehash(name);
  } catch {
    return 'throws';
  }
}

describe('namehash', () => {
  it('hashes the names the app looks up without normalising them', () => {
    const reverse = 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266.addr.reverse';
    for (const name of ['alice.eth', reverse, 'eth', '_dmarc.my-name.eth', '0x.eth']) {
      expect(asciiNamehash(name), name).toBe(ethersNamehash(name));
    }
  });

  it('leaves every other name to the normaliser: upper case, Unicode, underscores inside, "xx--"', () => {
    for (const name of [
      'Alice.eth',
      'café.eth',
      'a_b.eth',
      'xn--abc.eth',
      '_a--b.eth',
      '.eth',
      '',
    ]) {
      expect(asciiNamehash(name), name).toBeNull();
    }
    expect(namehash('Alice.eth')).toBe(ethersNamehash('alice.eth'));
    expect(() => namehash('a_b.eth')).toThrow();
    expect(() => namehash('xn--abc.eth')).toThrow();
  });

  it('agrees with ethers on 5,000 generated names, hash for hash and refusal for refusal', () => {
    const next = random(20261127);
    const alphabet = [
      'a',
      'z',
      'q',
      '0',
      '9',
      '-',
      '-',
      '_',
      '_',
      '.',
      '.',
      'A',
      'é',
      'ß',
      '😀',
      ' ',
      '\u200d',
    ];
    let fastPathNames = 0;
    for (let i = 0; i < 5_000; i++) {
      const length = 1 + Math.floor(next() * 10);
      let name = '';
      for (let j = 0; j < length; j++) name += alphabet[Math.floor(next() * alphabet.length)];
      expect(ours(name), JSON.stringify(name)).toBe(reference(name));
      if (asciiNamehash(name) !== null) fastPathNames += 1;
    }
    // Both paths were exercised.
    expect(fastPathNames).toBeGreaterThan(250);
    expect(fastPathNames).toBeLessThan(4_750);
  });
});
