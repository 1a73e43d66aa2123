import type { ContractCall } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import {
  approvedForAllCall,
  decodeApprovedForAll,
  increaseGate,
  increaseNeedsAcknowledgement,
  isOwnerOrOperator,
  positionAuthority,
  positionAuthorityCalls,
  readPositionAuthority,
} from './positionAuthority';
import { POSITION_MANAGER_INTERFACE } from './positions';

const MANAGER = '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OPERATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('positionAuthority', () => {
  const known = { owner: OWNER, approved: null, approvedForAll: false } as const;

  it('knows the owner in any letter case, before the other answers are in', () => {
    expect(
      positionAuthority({
        account: OWNER.toLowerCase(),
        owner: OWNER,
        approved: undefined,
        approvedForAll: undefined,
      }),
    ).toBe('owner');
  });

  it('makes the account approved for this position an operator', () => {
    expect(
      positionAuthority({
        ...known,
        account: OPERATOR,
        approved: OPERATOR.toLowerCase(),
        approvedForAll: undefined,
      }),
    ).toBe('operator');
  });

  it('makes an operator approved for all the owner positions an operator', () => {
    expect(
      positionAuthority({ ...known, account: OPERATOR, approved: undefined, approvedForAll: true }),
    ).toBe('operator');
  });

  it('calls an account that is neither none, once both approvals are read', () => {
    expect(positionAuthority({ ...known, account: STRANGER })).toBe('none');
    // Someone else approved for the position is not this account.
    expect(positionAuthority({ ...known, account: STRANGER, approved: OPERATOR })).toBe('none');
  });

  it('does not decide while an answer is missing or without an account', () => {
    expect(positionAuthority({ ...known, account: STRANGER, approved: undefined })).toBe('unknown');
    expect(positionAuthority({ ...known, account: STRANGER, approvedForAll: undefined })).toBe(
      'unknown',
    );
    expect(positionAuthority({ ...known, account: STRANGER, owner: undefined })).toBe('unknown');
    expect(positionAuthority({ ...known, account: undefined })).toBe('unknown');
  });

  it('lets only the owner and operators act', () => {
    expect(
      ['owner', 'operator', 'none', 'unknown'].map((a) => isOwnerOrOperator(a as never)),
    ).toEqual([true, true, false, false]);
  });
});

describe('increaseGate', () => {
  it('lets only the owner increase at once, ticked or not', () => {
    for (const acknowledged of [false, true]) {
      expect(increaseGate('owner', acknowledged)).toBe('allowed');
    }
  });

  it('holds an operator like a stranger until they acknowledge the position is not theirs', () => {
    // The owner can approve anyone unasked and revoke before the deposit is mined.
    expect(increaseGate('operator', false)).toBe('acknowledge');
    expect(increaseGate('operator', true)).toBe('allowed');
    expect(increaseGate('none', false)).toBe('acknowledge');
    expect(increaseGate('none', true)).toBe('allowed');
  });

  it('asks the acknowledgement of everyone known not to own the position', () => {
    expect(
      ['owner', 'operator', 'none', 'unknown'].map((a) => increaseNeedsAcknowledgement(a as never)),
    ).toEqual([false, true, true, false]);
  });

  it('lets nothing through while the authority is unknown, even acknowledged', () => {
    expect(increaseGate('unknown', false)).toBe('checking');
    expect(increaseGate('unknown', true)).toBe('checking');
  });
});

describe('authority reads', () => {
  it('reads ownerOf and getApproved of the position, then isApprovedForAll(owner, account)', () => {
    const [owner, approved] = positionAuthorityCalls(MANAGER, 7n);
    expect(POSITION_MANAGER_INTERFACE.parseTransaction({ data: owner?.callData ?? '' })?.name).toBe(
      'ownerOf',
    );
    expect(
      POSITION_MANAGER_INTERFACE.decodeFunctionData('getApproved', approved?.callData ?? '')[0],
    ).toBe(7n);
    const forAll = approvedForAllCall(MANAGER, OWNER, OPERATOR);
    expect(forAll.address).toBe('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9');
    expect([
      ...POSITION_MANAGER_INTERFACE.decodeFunctionData('isApprovedForAll', forAll.callData),
    ]).toEqual([OWNER, OPERATOR]);
  });

  it('decodes isApprovedForAll, undefined for failed or malformed answers', () => {
    const encode = (value: boolean) =>
      POSITION_MANAGER_INTERFACE.encodeFunctionResult('isApprovedForAll', [value]);
    expect(decodeApprovedForAll(encode(true))).toBe(true);
    expect(decodeApprovedForAll(encode(false))).toBe(false);
    const onParseError = vi.fn();
    for (const bad of [undefined, '0x', '0x1234']) {
      expect(decodeApprovedForAll(bad, onParseError)).toBeUndefined();
    }
    expect(onParseError).toHaveBeenCalledTimes(1);
  });
});

describe('readPositionAuthority', () => {
  const ZERO = '0x0000000000000000000000000000000000000000';
  const encode = (name: string, values: unknown[]) =>
    POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
  /** A chain answering by call data; `null` answers fail, missing ones are still in flight. */
  function chain(entries: readonly (readonly [ContractCall, string | null])[]) {
    const table = new Map(entries.map(([call, answer]) => [call.callData, answer]));
    const asked: string[] = [];
    const read = (calls: readonly ContractCall[]) =>
      calls.map((call) => {
        asked.push(call.callData);
        return table.get(call.callData);
      });
    return { read, asked };
  }
  const [ownerOf, getApproved] = positionAuthorityCalls(MANAGER, 7n) as [
    ContractCall,
    ContractCall,
  ];
  const forAll = (account: string) => approvedForAllCall(MANAGER, OWNER, account);
  const ask = (account: string | undefined, read: ReturnType<typeof chain>['read']) =>
    readPositionAuthority({ manager: MANAGER, tokenId: 7n, account, read });

  it('knows the owner and the approved operator without asking isApprovedForAll', () => {
    const { read, asked } = chain([
      [ownerOf, encode('ownerOf', [OWNER])],
      [getApproved, encode('getApproved', [OPERATOR])],
    ]);
    expect(ask(OWNER, read)).toEqual({ authority: 'owner', owner: OWNER });
    expect(ask(OPERATOR, read)).toEqual({ authority: 'operator', owner: OWNER });
    expect(asked).not.toContain(forAll(OPERATOR).callData);
  });

  it('asks isApprovedForAll(owner, account) for anyone else: operator, none, or unknown while unanswered', () => {
    const answers = [
      [ownerOf, encode('ownerOf', [OWNER])],
      [getApproved, encode('getApproved', [ZERO])],
    ] as const;
    expect(ask(STRANGER, chain(answers).read)).toEqual({ authority: 'unknown', owner: OWNER });
    const approvedForAll = chain([
      ...answers,
      [forAll(STRANGER), encode('isApprovedForAll', [true])],
    ]);
    expect(ask(STRANGER, approvedForAll.read).authority).toBe('operator');
    const not = chain([...answers, [forAll(STRANGER), encode('isApprovedForAll', [false])]]);
    expect(ask(STRANGER, not.read).authority).toBe('none');
  });

  it('counts failed getApproved and isApprovedForAll reads as nobody approved', () => {
    const { read } = chain([
      [ownerOf, encode('ownerOf', [OWNER])],
      [getApproved, null],
      [forAll(STRANGER), null],
    ]);
    expect(ask(STRANGER, read)).toEqual({ authority: 'none', owner: OWNER });
  });

  it('is unknown without an account or before the owner is read', () => {
    expect(ask(undefined, chain([]).read)).toEqual({ authority: 'unknown', owner: undefined });
    expect(ask(STRANGER, chain([]).read)).toEqual({ authority: 'unknown', owner: undefined });
  });
});
