import { getAddress, id, TypedDataEncoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  ARGENT_WALLET_DETECTOR_INTERFACE,
  decodeIsArgentWallet,
  isArgentWalletCall,
} from './argentWallet';
import { PERMIT_TOKEN_INTERFACE, permitInfoCalls, resolvePermitInfo } from './permit';

const DETECTOR = '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8';
const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const answer = (value: boolean) =>
  ARGENT_WALLET_DETECTOR_INTERFACE.encodeFunctionResult('isArgentWallet', [value]);

/** A USDC-like EIP-2612 token's answers to the five permit reads. */
function tokenAnswers(): (string | undefined)[] {
  const encode = (name: string, value: unknown) =>
    PERMIT_TOKEN_INTERFACE.encodeFunctionResult(name, [value]);
  const domain = { name: 'USD Coin', version: '1', chainId: 1, verifyingContract: TOKEN };
  return [
    encode(
      'PERMIT_TYPEHASH',
      id('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
    ),
    encode('DOMAIN_SEPARATOR', TypedDataEncoder.hashDomain(domain)),
    encode('nonces', 3n),
    encode('name', 'USD Coin'),
    encode('version', '1'),
  ];
}

describe('isArgentWallet(account)', () => {
  it('asks the detector about the account', () => {
    const call = isArgentWalletCall(DETECTOR.toLowerCase(), OWNER.toLowerCase());
    expect(call.address).toBe(getAddress(DETECTOR));
    expect(call.callData).toBe(call.callData.toLowerCase());
    const [wallet] = ARGENT_WALLET_DETECTOR_INTERFACE.decodeFunctionData(
      'isArgentWallet',
      call.callData,
    );
    expect(wallet).toBe(OWNER);
  });

  it("reads the detector's yes and no; anything else is no answer", () => {
    expect(decodeIsArgentWallet(answer(true))).toBe(true);
    expect(decodeIsArgentWallet(answer(false))).toBe(false);
    expect(decodeIsArgentWallet(undefined)).toBeUndefined();
    expect(decodeIsArgentWallet('0x')).toBeUndefined();
    expect(decodeIsArgentWallet('0x1234')).toBeUndefined();
  });

  it('is read with the permit reads where the chain has a detector, else not at all', () => {
    const calls = permitInfoCalls(TOKEN, OWNER, DETECTOR);
    expect(calls).toHaveLength(6);
    expect(calls[5]).toEqual(isArgentWalletCall(DETECTOR, OWNER));
    expect(permitInfoCalls(TOKEN, OWNER, undefined)).toHaveLength(5);
  });

  it('rules the permit out for an Argent wallet, so it approves on chain instead', () => {
    expect(resolvePermitInfo(1, TOKEN, [...tokenAnswers(), answer(true)])).toBeNull();
    expect(resolvePermitInfo(1, TOKEN, [...tokenAnswers(), answer(false)])?.type).toBe('amount');
    // A failed detector read, or none at all, leaves the permit to the token's own answers.
    expect(resolvePermitInfo(1, TOKEN, [...tokenAnswers(), undefined])?.nonce).toBe(3n);
    expect(resolvePermitInfo(1, TOKEN, tokenAnswers())?.nonce).toBe(3n);
  });
});
