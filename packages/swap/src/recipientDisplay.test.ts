import { describe, expect, it } from 'vitest';
import { recipientNote, reviewedRecipientText, typedRecipientText } from './recipientDisplay';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('typedRecipientText', () => {
  it('strips all whitespace', () => {
    expect(typedRecipientText(' bob .eth\n')).toBe('bob.eth');
  });
});

describe('recipientNote', () => {
  it('shows the address a name resolved to', () => {
    expect(
      recipientNote('bob.eth', { status: 'valid', address: ADDRESS, name: 'bob.eth' }),
    ).toEqual({ kind: 'address', address: ADDRESS });
  });

  it("shows a typed address's verified name, in any case", () => {
    expect(
      recipientNote(ADDRESS.toLowerCase(), { status: 'valid', address: ADDRESS, name: 'bob.eth' }),
    ).toEqual({ kind: 'name', name: 'bob.eth' });
  });

  it('shows nothing for an address without a name, or an unresolved text', () => {
    expect(recipientNote(ADDRESS, { status: 'valid', address: ADDRESS, name: null })).toBeNull();
    expect(recipientNote('bob.eth', { status: 'loading' })).toBeNull();
    expect(recipientNote('bob', { status: 'invalid' })).toBeNull();
    expect(recipientNote('', null)).toBeNull();
  });
});

describe('reviewedRecipientText', () => {
  it('names the reviewed address while the lookup still names it', () => {
    const lookup = { status: 'valid', address: ADDRESS, name: 'bob.eth' } as const;
    expect(reviewedRecipientText(ADDRESS.toLowerCase(), lookup)).toBe(
      `bob.eth (${ADDRESS.toLowerCase()})`,
    );
  });

  it('shows the bare address otherwise', () => {
    const other = { status: 'valid', address: `0x${'1'.repeat(40)}`, name: 'eve.eth' } as const;
    expect(reviewedRecipientText(ADDRESS, other)).toBe(ADDRESS);
    expect(reviewedRecipientText(ADDRESS, { status: 'loading' })).toBe(ADDRESS);
    expect(reviewedRecipientText(ADDRESS, null)).toBe(ADDRESS);
  });
});
