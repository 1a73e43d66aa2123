import type { RequestArguments } from '@dex/primitives';
import { id, TypedDataEncoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ApprovalState, ERC20_APPROVAL_INTERFACE } from './approval';
import { PERMIT_TOKEN_INTERFACE, PermitSignatureState, type SignedPermit } from './permit';
import {
  approvalCalls,
  approvalFromAnswers,
  type ReadApprovalParameters,
  readApproval,
  sameApprovalKey,
} from './readApproval';

const OWNER = '0x1111111111111111111111111111111111111111';
const SPENDER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
const DOMAIN = { name: 'Token', version: '1', chainId: 31337, verifyingContract: TOKEN };

const allowance = (value: bigint) =>
  ERC20_APPROVAL_INTERFACE.encodeFunctionResult('allowance', [value]);
const permitAnswers = (nonce: bigint) => [
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult('PERMIT_TYPEHASH', [
    id('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
  ]),
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult('DOMAIN_SEPARATOR', [
    TypedDataEncoder.hashDomain(DOMAIN),
  ]),
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult('nonces', [nonce]),
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult('name', ['Token']),
  PERMIT_TOKEN_INTERFACE.encodeFunctionResult('version', ['1']),
];

const spend: ReadApprovalParameters = {
  chainId: 31337,
  token: TOKEN,
  owner: OWNER,
  spender: SPENDER,
  amount: 1_000n,
};

const signed: SignedPermit = {
  chainId: 31337,
  token: TOKEN,
  owner: OWNER,
  spender: SPENDER,
  nonce: 2n,
  deadline: 5_000n,
  type: 'amount',
  value: 1_000n,
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
};

describe('approvalFromAnswers', () => {
  it('is APPROVED from an allowance that covers the amount, NOT_APPROVED below it', () => {
    expect(approvalFromAnswers(spend, [allowance(1_000n)]).state).toBe(ApprovalState.APPROVED);
    expect(approvalFromAnswers(spend, [allowance(999n)]).state).toBe(ApprovalState.NOT_APPROVED);
  });

  it('is PENDING below the amount while an approval is unmined', () => {
    const read = approvalFromAnswers({ ...spend, pendingApproval: true }, [allowance(0n)]);
    expect(read.state).toBe(ApprovalState.PENDING);
  });

  it('is UNKNOWN while the allowance loads, after a failed read, and without an amount', () => {
    expect(approvalFromAnswers(spend, [null]).state).toBe(ApprovalState.UNKNOWN);
    expect(approvalFromAnswers(spend, [undefined]).state).toBe(ApprovalState.UNKNOWN);
    expect(approvalFromAnswers({ ...spend, amount: undefined }, [allowance(5n)]).state).toBe(
      ApprovalState.UNKNOWN,
    );
  });

  it('needs no approval for the native coin', () => {
    const native = { ...spend, token: null };
    expect(approvalCalls(native)).toEqual([]);
    expect(approvalFromAnswers(native, []).state).toBe(ApprovalState.APPROVED);
  });

  it('counts a permit signed for exactly this spend as approved', () => {
    const withPermit = { ...spend, permit: { signed, deadline: 4_000n } };
    const read = approvalFromAnswers(withPermit, [allowance(0n), ...permitAnswers(2n)]);
    expect(read.onChain).toBe(ApprovalState.NOT_APPROVED);
    expect(read.permit.state).toBe(PermitSignatureState.SIGNED);
    expect(read.permit.permit).toBe(signed);
    expect(read.state).toBe(ApprovalState.APPROVED);
  });

  it('does not count a permit whose nonce was spent or whose deadline falls short', () => {
    const spent = approvalFromAnswers({ ...spend, permit: { signed, deadline: 4_000n } }, [
      allowance(0n),
      ...permitAnswers(3n),
    ]);
    expect(spent.permit.state).toBe(PermitSignatureState.NOT_SIGNED);
    expect(spent.state).toBe(ApprovalState.NOT_APPROVED);
    const late = approvalFromAnswers({ ...spend, permit: { signed, deadline: 6_000n } }, [
      allowance(0n),
      ...permitAnswers(2n),
    ]);
    expect(late.state).toBe(ApprovalState.NOT_APPROVED);
  });

  it("is UNKNOWN, not NOT_APPROVED, while the token's permit support or the chain's time is read", () => {
    const loading = approvalFromAnswers({ ...spend, permit: { signed: null, deadline: 4_000n } }, [
      allowance(0n),
      ...permitAnswers(2n).map(() => null),
    ]);
    expect(loading.permitInfo).toBeUndefined();
    expect(loading.state).toBe(ApprovalState.UNKNOWN);
    const noTime = approvalFromAnswers(
      { ...spend, permit: { signed: null, deadline: undefined } },
      [allowance(0n), ...permitAnswers(2n)],
    );
    expect(noTime.permit.state).toBe(PermitSignatureState.LOADING);
    expect(noTime.state).toBe(ApprovalState.UNKNOWN);
  });

  it('reads the permit support only when a permit is wanted', () => {
    expect(approvalCalls(spend)).toHaveLength(1);
    expect(approvalCalls({ ...spend, permit: { signed: null, deadline: 1n } })).toHaveLength(6);
    const read = approvalFromAnswers(spend, [allowance(0n)]);
    expect(read.permitInfo).toBeNull();
    expect(read.permit.state).toBe(PermitSignatureState.NOT_APPLICABLE);
  });
});

describe('readApproval', () => {
  it('reads the allowance with eth_call and counts a failed read as unknown', async () => {
    const asked: RequestArguments[] = [];
    const read = await readApproval(spend, async (args) => {
      asked.push(args);
      return allowance(2_000n);
    });
    expect(asked).toEqual([
      {
        method: 'eth_call',
        params: [{ to: TOKEN, data: approvalCalls(spend)[0]?.callData }, 'latest'],
      },
    ]);
    expect(read.state).toBe(ApprovalState.APPROVED);
    const failed = await readApproval(spend, async () => {
      throw new Error('node down');
    });
    expect(failed.state).toBe(ApprovalState.UNKNOWN);
  });
});

describe('sameApprovalKey', () => {
  const key = { chainId: 1, token: '0xAbC', spender: '0xDeF', amount: 5n };
  it('names one read whatever the casing of the addresses', () => {
    expect(sameApprovalKey(key, { ...key, token: '0xabc', spender: '0xdef' })).toBe(true);
    expect(sameApprovalKey(key, { ...key, amount: 6n })).toBe(false);
    expect(sameApprovalKey(key, { ...key, chainId: 2 })).toBe(false);
    expect(sameApprovalKey(key, { ...key, token: null })).toBe(false);
  });
});
