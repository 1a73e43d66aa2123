import type { RequestArguments } from '@dex/primitives';
import { InvalidArgumentError } from '@dex/primitives';
import {
  NoSignatureError,
  UserRejectedRequestError,
  WalletNotConnectedError,
  WrongNetworkError,
} from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import type { PermitInfo } from './permit';
import { permitDeadline, signPermit } from './signPermit';

const OWNER = '0x1111111111111111111111111111111111111111';
const SPENDER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
// A well-formed 65-byte signature (r, s, v = 27).
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`;

const eip2612: PermitInfo = {
  type: 'amount',
  domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: TOKEN },
  nonce: 4n,
};
const daiStyle: PermitInfo = { ...eip2612, type: 'allowed' };

type Answers = Record<string, (all: readonly unknown[]) => unknown>;

/** A wallet that answers each method through `answers` and records what it was asked. */
function scriptedWallet(answers: Answers) {
  const calls: { method: string }[] = [];
  return {
    calls,
    async request({ method, params }: RequestArguments) {
      calls.push({ method });
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected ${method}`);
      return answer(Array.isArray(params) ? params : []);
    },
  };
}

function sign(
  info: PermitInfo,
  answer: () => unknown,
  chainTime = () => 1_000_000n,
  walletChain: () => unknown = () => '0x7a69',
) {
  const wallet = scriptedWallet({ eth_chainId: walletChain, eth_signTypedData_v4: answer });
  const signed = signPermit({
    provider: wallet,
    account: OWNER,
    info,
    spender: SPENDER,
    value: 500n,
    chainTime,
    deadlineSeconds: 1800,
  });
  return { wallet, signed };
}

describe('signPermit', () => {
  it("signs an EIP-2612 permit until the write's deadline on the chain's clock plus 1200 s", async () => {
    let typedData = '';
    const wallet = scriptedWallet({
      eth_chainId: () => '0x7a69',
      eth_signTypedData_v4: (all) => {
        typedData = String(all[1]);
        return SIGNATURE;
      },
    });
    const permit = await signPermit({
      provider: wallet,
      account: OWNER,
      info: eip2612,
      spender: SPENDER,
      value: 500n,
      chainTime: async () => 1_000_000n,
      deadlineSeconds: 1800,
    });
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_chainId',
      'eth_signTypedData_v4',
    ]);
    expect(JSON.parse(typedData).message).toEqual({
      owner: OWNER,
      spender: SPENDER,
      value: '500',
      nonce: '4',
      deadline: '1003000',
    });
    expect(permit).toMatchObject({
      chainId: 31337,
      token: TOKEN,
      owner: OWNER,
      spender: SPENDER,
      nonce: 4n,
      deadline: 1_003_000n,
      type: 'amount',
      value: 500n,
      v: 27,
    });
  });

  it('signs a DAI-style permit, which allows any amount', async () => {
    const { signed } = sign(daiStyle, () => SIGNATURE);
    const permit = await signed;
    expect(permit.type).toBe('allowed');
    expect(permit).not.toHaveProperty('value');
  });

  it('turns the wallet\'s "no" into UserRejectedRequestError', async () => {
    const { signed } = sign(eip2612, () => {
      throw { code: 4001, message: 'User denied message signature.' };
    });
    await expect(signed).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('keeps a wrong network from a chain-checked wallet as it is', async () => {
    const wrongNetwork = new WrongNetworkError(1);
    const { signed } = sign(eip2612, () => {
      throw wrongNetwork;
    });
    await expect(signed).rejects.toBe(wrongNetwork);
  });

  it("signs nothing on a wallet elsewhere than the permit's chain (8453 for a 31337 permit)", async () => {
    const { wallet, signed } = sign(
      eip2612,
      () => SIGNATURE,
      undefined,
      () => '0x2105',
    );
    await expect(signed).rejects.toBeInstanceOf(WrongNetworkError);
    await expect(signed).rejects.toMatchObject({ chainId: 8453 });
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
  });

  it("signs nothing when the permit names another chain than the wallet's", async () => {
    const onFastChain: PermitInfo = { ...eip2612, domain: { ...eip2612.domain, chainId: 31338 } };
    const { wallet, signed } = sign(onFastChain, () => SIGNATURE);
    await expect(signed).rejects.toMatchObject({ chainId: 31337 });
    expect(wallet.calls.map((call) => call.method)).not.toContain('eth_signTypedData_v4');
  });

  it.each(['0x7A69', '0x07a69'])(
    "signs on the permit's chain however the wallet spells it (%s)",
    async (answer) => {
      const { signed } = sign(
        eip2612,
        () => SIGNATURE,
        undefined,
        () => answer,
      );
      await expect(signed).resolves.toMatchObject({ chainId: 31337, v: 27 });
    },
  );

  it('fails with NoSignatureError when the wallet answers without one', async () => {
    const { signed } = sign(eip2612, () => null);
    await expect(signed).rejects.toBeInstanceOf(NoSignatureError);
  });

  it.each([
    ['0x', 'a smart-contract wallet that signs later, on chain'],
    ['', 'an empty answer'],
    [`0x${'11'.repeat(20)}`, 'too few bytes'],
  ])('fails with NoSignatureError when the wallet answers %j (%s)', async (answer) => {
    const { signed } = sign(eip2612, () => answer);
    await expect(signed).rejects.toBeInstanceOf(NoSignatureError);
  });

  it("asks nothing of the wallet when the chain's time is unknown", async () => {
    const chainTimeUnknown = new Error("Can't read the chain's time.");
    const { wallet, signed } = sign(
      eip2612,
      () => SIGNATURE,
      () => {
        throw chainTimeUnknown;
      },
    );
    await expect(signed).rejects.toBe(chainTimeUnknown);
    expect(wallet.calls).toEqual([]);
  });

  it('needs a wallet', async () => {
    await expect(
      signPermit({
        provider: null,
        account: OWNER,
        info: eip2612,
        spender: SPENDER,
        value: 1n,
        chainTime: () => 0n,
        deadlineSeconds: 60,
      }),
    ).rejects.toBeInstanceOf(WalletNotConnectedError);
  });
});

describe('permitDeadline', () => {
  it("is the chain's now plus the user's deadline plus 1200 s", () => {
    expect(permitDeadline(1_000n, 600)).toBe(2_800n);
  });

  it('refuses a deadline that is not a positive whole number of seconds', () => {
    expect(() => permitDeadline(1_000n, 0)).toThrow(InvalidArgumentError);
    expect(() => permitDeadline(1_000n, 1.5)).toThrow(InvalidArgumentError);
  });
});
