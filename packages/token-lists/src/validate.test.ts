import defaultTokenList from '@uniswap/default-token-list';
import { describe, expect, it } from 'vitest';
import { addressFor, generateTokens, makeList } from '../fixtures/generate';
import { TokenListValidationError } from './errors';
import { tokenListSchemaErrors, validateTokenList } from './validate';

describe('validateTokenList', () => {
  it('accepts a valid list and returns it', () => {
    const list = makeList(generateTokens(3));
    expect(validateTokenList(list)).toBe(list);
  });

  it('accepts the largest allowed list (10,000 tokens)', () => {
    expect(tokenListSchemaErrors(makeList(generateTokens(10_000)))).toBeNull();
  });

  it('rejects 10,001 tokens', () => {
    expect(() => validateTokenList(makeList(generateTokens(10_001)))).toThrow(
      'Token list failed validation: /tokens must NOT have more than 10000 items',
    );
  });

  it.each([
    ['not an object', 'a string'],
    ['null', null],
    ['missing fields', { name: 'x' }],
    ['empty token array', makeList([])],
    ['bad timestamp', makeList(generateTokens(1), { timestamp: 'yesterday' })],
    [
      'negative version',
      makeList(generateTokens(1), { version: { major: -1, minor: 0, patch: 0 } }),
    ],
  ])('rejects %s with TokenListValidationError', (_label, data) => {
    expect(() => validateTokenList(data)).toThrow(TokenListValidationError);
    expect(() => validateTokenList(data)).toThrow(/^Token list failed validation: .+/);
  });

  describe('hostile lists', () => {
    it('rejects wrong types and says where', () => {
      const hostile = makeList([
        { chainId: '1', address: 42, decimals: '18', symbol: ['X'], name: { n: 1 } },
      ] as never);
      const errors = tokenListSchemaErrors(hostile);
      expect(errors).toContain('/tokens/0/chainId must be integer');
      expect(errors).toContain('/tokens/0/address must be string');
    });

    it('rejects a 5 MB string by its length', () => {
      const huge = 'A'.repeat(5 * 1024 * 1024);
      const list = makeList([{ ...generateTokens(1)[0], name: huge } as never]);
      expect(() => validateTokenList(list)).toThrow('/tokens/0/name must NOT have more than 60');
    });

    it('keeps HTML in names as inert text; escaping is the renderer’s job', () => {
      const html = {
        ...generateTokens(1)[0],
        name: '<img src=x onerror=alert(1)>',
        symbol: '<b>X</b>',
      };
      const list = validateTokenList(makeList([html as never]));
      expect(list.tokens[0]?.name).toBe('<img src=x onerror=alert(1)>');
    });

    it('rejects unknown token properties and malformed addresses', () => {
      const list = makeList([{ ...generateTokens(1)[0], address: '0x123', evil: 1 } as never]);
      const errors = tokenListSchemaErrors(list) ?? '';
      expect(errors).toContain('must NOT have additional properties');
      expect(errors).toContain('/tokens/0/address');
    });

    it('summarises many errors instead of listing thousands', () => {
      const tokens = Array.from({ length: 50 }, (_, i) => ({
        ...generateTokens(1)[0],
        address: `bad${i}`,
      }));
      expect(tokenListSchemaErrors(makeList(tokens as never))).toMatch(/; and \d+ more$/);
    });
  });

  describe('the real @uniswap/default-token-list', () => {
    it('fails only on its non-EVM (base58) addresses, which this schema version does not allow', () => {
      const errors = tokenListSchemaErrors(defaultTokenList);
      expect(errors).not.toBeNull();
      const evmOnly = {
        ...defaultTokenList,
        tokens: defaultTokenList.tokens.filter((token) => token.address.startsWith('0x')),
      };
      expect(tokenListSchemaErrors(evmOnly)).toBeNull();
    });
  });

  it('uses checksummed fixture addresses', () => {
    expect(addressFor(0)).toBe('0x0000000000000000000000000000000000000001');
  });
});
