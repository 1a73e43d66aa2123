import { getAddress, id, TypedDataEncoder, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ApprovalState } from './approval';
import {
  approvalWithPermit,
  isPermitUsable,
  PERMIT_TOKEN_INTERFACE,
  PermitSignatureState,
  permitDomainSeparator,
  permitInfoCalls,
  permitSignature,
  permitTypedData,
  resolvePermitInfo,
  type SignedPermit,
  splitPermitSignature,
  toPermitOptions,
  toSignedPermit,
} from './permit';

const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const OWNER = new Wallet(`0x${'11'.repeat(32)}`);
const SPENDER = '0xE592427A0AEce92De3Edee1F18E0157C05861564';
const encode = (name: string, value: unknown) =>
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult(name, [value]);
const EIP2612 = id(
  'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)',
);
const DAI = id('Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)');

function answers(typehash: string, domain: { name: string; version?: string }, version?: string) {
  const separator = TypedDataEncoder.hashDomain({
    ...domain,
    chainId: 1,
    verifyingContract: TOKEN,
  });
  return [
    encode('PERMIT_TYPEHASH', typehash),
    encode('DOMAIN_SEPARATOR', separator),
    encode('nonces', 7n),
    encode('name', domain.name),
    version === undefined ? undefined : encode('version', version),
  ];
}

describe('permit support', () => {
  it("computes the domain separator as EIP-712 (ethers' hashDomain) does, with and without a version", () => {
    for (const domain of [
      { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
      { name: 'Uniswap', chainId: 137, verifyingContract: TOKEN.toLowerCase() },
      { name: 'Ünïcode Tøken', version: '', chainId: 8453, verifyingContract: SPENDER },
    ]) {
      expect(permitDomainSeparator(domain)).toBe(TypedDataEncoder.hashDomain(domain));
    }
  });

  it('reads five values per token in one batch', () => {
    expect(permitInfoCalls(TOKEN, OWNER.address)).toHaveLength(5);
  });

  it('finds an EIP-2612 token with version "1" and one without a version (like UNI)', () => {
    expect(
      resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'USD Coin', version: '1' })),
    ).toEqual({
      type: 'amount',
      domain: { name: 'USD Coin', version: '1', chainId: 1, verifyingContract: getAddress(TOKEN) },
      nonce: 7n,
    });
    expect(
      resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'Uniswap' }))?.domain.version,
    ).toBeUndefined();
    expect(
      resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'X', version: '2' }, '2'))?.domain
        .version,
    ).toBe('2');
  });

  it('finds a DAI-style token and refuses tokens without a known permit', () => {
    expect(
      resolvePermitInfo(1, TOKEN, answers(DAI, { name: 'Dai Stablecoin', version: '1' }))?.type,
    ).toBe('allowed');
    expect(
      resolvePermitInfo(1, TOKEN, answers(id('Other()'), { name: 'X', version: '1' })),
    ).toBeNull();
    expect(
      resolvePermitInfo(1, TOKEN, [undefined, undefined, undefined, undefined, undefined]),
    ).toBeNull();
    // A separator for another domain (wrong name) is not used.
    const wrong = answers(EIP2612, { name: 'Other', version: '1' });
    wrong[3] = encode('name', 'USD Coin');
    expect(resolvePermitInfo(1, TOKEN, wrong)).toBeNull();
  });

  it('builds typed data a wallet signs and the signature splits back to the signer', async () => {
    const info = resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'USD Coin', version: '1' }));
    if (!info) throw new Error('no permit info');
    const payload = JSON.parse(
      permitTypedData(info, { owner: OWNER.address, spender: SPENDER, value: 5n, deadline: 100n }),
    );
    expect(payload.primaryType).toBe('Permit');
    expect(payload.message).toMatchObject({
      owner: OWNER.address,
      value: '5',
      nonce: '7',
      deadline: '100',
    });
    const { EIP712Domain: _domain, ...types } = payload.types;
    const signature = await OWNER.signTypedData(payload.domain, types, payload.message);
    const { v, r, s } = splitPermitSignature(signature);
    expect([27, 28]).toContain(v);
    const digest = TypedDataEncoder.hash(payload.domain, types, payload.message);
    const { recoverAddress } = await import('ethers');
    expect(recoverAddress(digest, { v, r, s })).toBe(OWNER.address);
  });

  it('keeps exactly what was signed: chain, token, nonce and (EIP-2612 only) the amount', async () => {
    const info = resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'USD Coin', version: '1' }));
    const dai = resolvePermitInfo(1, TOKEN, answers(DAI, { name: 'Dai Stablecoin', version: '1' }));
    if (!info || !dai) throw new Error('no permit info');
    const request = { owner: OWNER.address, spender: SPENDER, value: 5n, deadline: 100n };
    const signature = await OWNER.signMessage('any 65-byte signature');
    expect(toSignedPermit(info, request, signature)).toMatchObject({
      chainId: 1,
      token: getAddress(TOKEN),
      nonce: 7n,
      deadline: 100n,
      type: 'amount',
      value: 5n,
    });
    expect(toSignedPermit(dai, request, signature)).not.toHaveProperty('value');
  });
});

describe('permit use', () => {
  const permit: SignedPermit = {
    chainId: 1,
    token: TOKEN,
    owner: OWNER.address,
    spender: SPENDER,
    nonce: 7n,
    deadline: 1000n,
    type: 'amount',
    value: 5n,
    v: 27,
    r: `0x${'1'.repeat(64)}`,
    s: `0x${'2'.repeat(64)}`,
  };
  const wanted = {
    chainId: 1,
    token: TOKEN.toLowerCase(),
    owner: OWNER.address,
    spender: SPENDER,
    nonce: 7n,
    amount: 5n,
    deadline: 1000n,
  };

  it('uses a signature only for the same chain, owner, token, spender, nonce and amount', () => {
    expect(isPermitUsable(permit, wanted)).toBe(true);
    expect(isPermitUsable(permit, { ...wanted, chainId: 5 })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, owner: SPENDER })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, token: SPENDER })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, spender: TOKEN })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, nonce: 8n })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, nonce: undefined })).toBe(false);
    expect(isPermitUsable(null, wanted)).toBe(false);
  });

  it('needs exactly the signed amount: a smaller removal is not covered by a larger signature', () => {
    expect(isPermitUsable(permit, { ...wanted, amount: 6n })).toBe(false);
    expect(isPermitUsable(permit, { ...wanted, amount: 4n })).toBe(false);
    // DAI-style permits allow everything.
    expect(isPermitUsable({ ...permit, type: 'allowed' }, { ...wanted, amount: 4n })).toBe(true);
  });

  it("needs a deadline that covers the write's deadline on the chain's clock", () => {
    expect(isPermitUsable(permit, { ...wanted, deadline: 999n })).toBe(true);
    expect(isPermitUsable(permit, { ...wanted, deadline: 1001n })).toBe(false);
    // Without the chain's time no signature counts (never the wall clock, never 0).
    expect(isPermitUsable(permit, { ...wanted, deadline: undefined })).toBe(false);
  });

  it('gives the signature states NOT_APPLICABLE, LOADING, NOT_SIGNED and SIGNED', () => {
    const info = resolvePermitInfo(1, TOKEN, answers(EIP2612, { name: 'USD Coin', version: '1' }));
    const state = (...args: Parameters<typeof permitSignature>) => permitSignature(...args).state;
    expect(state(info, permit, undefined)).toBe(PermitSignatureState.NOT_APPLICABLE);
    expect(state(null, permit, wanted)).toBe(PermitSignatureState.NOT_APPLICABLE);
    expect(state(undefined, permit, wanted)).toBe(PermitSignatureState.LOADING);
    expect(state(info, permit, { ...wanted, deadline: undefined })).toBe(
      PermitSignatureState.LOADING,
    );
    expect(state(info, null, wanted)).toBe(PermitSignatureState.NOT_SIGNED);
    expect(state(info, permit, { ...wanted, amount: 4n })).toBe(PermitSignatureState.NOT_SIGNED);
    expect(permitSignature(info, permit, wanted)).toEqual({
      state: PermitSignatureState.SIGNED,
      permit,
    });
    expect(permitSignature(info, permit, { ...wanted, amount: 4n }).permit).toBeNull();
  });

  it('counts a usable signature as APPROVED, and waits while permit support is read', () => {
    const { APPROVED, NOT_APPROVED, PENDING, UNKNOWN } = ApprovalState;
    expect(approvalWithPermit(NOT_APPROVED, PermitSignatureState.SIGNED)).toBe(APPROVED);
    expect(approvalWithPermit(UNKNOWN, PermitSignatureState.SIGNED)).toBe(APPROVED);
    // Approve would not know yet whether to sign or to send an approval.
    expect(approvalWithPermit(NOT_APPROVED, PermitSignatureState.LOADING)).toBe(UNKNOWN);
    expect(approvalWithPermit(APPROVED, PermitSignatureState.LOADING)).toBe(APPROVED);
    expect(approvalWithPermit(PENDING, PermitSignatureState.LOADING)).toBe(PENDING);
    expect(approvalWithPermit(NOT_APPROVED, PermitSignatureState.NOT_SIGNED)).toBe(NOT_APPROVED);
    expect(approvalWithPermit(NOT_APPROVED, PermitSignatureState.NOT_APPLICABLE)).toBe(
      NOT_APPROVED,
    );
  });

  it('gives selfPermit arguments for both flavours', () => {
    expect(toPermitOptions(permit)).toMatchObject({ amount: '5', deadline: '1000', v: 27 });
    expect(toPermitOptions({ ...permit, type: 'allowed' })).toMatchObject({
      nonce: '7',
      expiry: '1000',
    });
  });
});
