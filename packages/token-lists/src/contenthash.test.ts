import { describe, expect, it } from 'vitest';
import { contenthashToUri } from './contenthash';
import { UnrecognizedCodecError } from './errors';

// The EIP-1577 example: QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4.
const SHA256_MULTIHASH = '122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f';

function hexOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

describe('contenthashToUri', () => {
  it('decodes an IPFS CIDv1 (dag-pb) contenthash to base32', () => {
    expect(contenthashToUri(`0xe3010170${SHA256_MULTIHASH}`)).toBe(
      'ipfs://bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4',
    );
  });

  it('decodes an IPFS CIDv0 contenthash to base58btc', () => {
    expect(contenthashToUri(`0xe301${SHA256_MULTIHASH}`)).toBe(
      'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    );
  });

  it('decodes an IPNS DNSLink name stored as an identity multihash', () => {
    const name = 'tokens.uniswap.org';
    const length = name.length.toString(16).padStart(2, '0');
    expect(contenthashToUri(`0xe501017200${length}${hexOf(name)}`)).toBe(
      'ipns://tokens.uniswap.org',
    );
  });

  it('decodes an IPNS key (libp2p-key CIDv1) to base32', () => {
    const uri = contenthashToUri(`0xe5010172${SHA256_MULTIHASH}`);
    expect(uri).toMatch(/^ipns:\/\/b[a-z2-7]+$/);
  });

  it('decodes an IPNS CIDv0 hash to base58btc', () => {
    expect(contenthashToUri(`0xe501${SHA256_MULTIHASH}`)).toBe(
      'ipns://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    );
  });

  it('rejects other codecs (swarm) with "Unrecognized codec"', () => {
    const swarm = `0xe40101fa011b20${'ab'.repeat(32)}`;
    expect(() => contenthashToUri(swarm)).toThrow(UnrecognizedCodecError);
    expect(() => contenthashToUri(swarm)).toThrow('Unrecognized codec');
  });

  it.each(['0x', '0xe3', '0xzz', `0xe30101701220${'ab'.repeat(10)}`])(
    'throws on malformed input %s',
    (input) => {
      expect(() => contenthashToUri(input)).toThrow();
    },
  );
});
