import { describe, expect, it } from 'vitest';
import {
  recipientAddress,
  recipientFieldView,
  recipientNote,
  reviewedRecipientText,
  typedRecipientText,
} from './recipientDisplay';
import { ACCOUNT, echoTranslator as t } from './wethDaiTrade.testing';

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

describe('recipientAddress', () => {
  it('sends to the account without a typed recipient, else to the resolved address only', () => {
    expect(recipientAddress(null, () => ACCOUNT)).toBe(ACCOUNT);
    expect(recipientAddress({ status: 'valid', address: ADDRESS, name: null }, () => ACCOUNT)).toBe(
      ADDRESS,
    );
    expect(recipientAddress({ status: 'loading' }, () => ACCOUNT)).toBeNull();
    expect(recipientAddress({ status: 'invalid' }, () => ACCOUNT)).toBeNull();
  });
});

describe('recipientFieldView', () => {
  it('shows the address a name resolved to, an address’s verified name, or nothing', () => {
    const resolved = { status: 'valid', address: ADDRESS, name: 'bob.eth' } as const;
    expect(recipientFieldView(t, 'bob.eth', resolved).note).toEqual({
      text: `swap.recipientResolved {"address":"${ADDRESS}"}`,
      title: ADDRESS,
    });
    expect(recipientFieldView(t, ADDRESS, resolved).note).toEqual({ text: 'bob.eth' });
    expect(recipientFieldView(t, null, null)).toMatchObject({ recipient: null, note: null });
  });

  it('marks the field invalid only once the lookup failed', () => {
    expect(recipientFieldView(t, 'nobody.eth', { status: 'invalid' }).invalid).toBe(true);
    expect(recipientFieldView(t, 'nobody.eth', { status: 'loading' }).invalid).toBe(false);
    expect(recipientFieldView(t, null, null).labels.add).toBe('swap.addRecipient');
  });
});
