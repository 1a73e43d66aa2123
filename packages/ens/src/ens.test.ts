import type { RequestArguments } from '@dex/primitives';
import { AbiCoder, namehash } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  isEnsName,
  lookupEnsName,
  lookupRecipient,
  resolveEnsAddress,
  resolveEnsContenthash,
} from './ens';

const REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';
const RESOLVER = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41';
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MALLORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const coder = AbiCoder.defaultAbiCoder();
const word = (address: string) => coder.encode(['address'], [address]);

/** A tiny in-memory ENS: names to addresses and reverse names, answered like a node would. */
function fakeEns(records: {
  names: Record<string, string>;
  reverse: Record<string, string>;
  contenthashes?: Record<string, string>;
}) {
  const byNode = new Map<string, { addr?: string; name?: string; contenthash?: string }>();
  for (const [name, address] of Object.entries(records.names))
    byNode.set(namehash(name).slice(2), { addr: address });
  for (const [name, contenthash] of Object.entries(records.contenthashes ?? {}))
    byNode.set(namehash(name).slice(2), { contenthash });
  for (const [address, name] of Object.entries(records.reverse)) {
    byNode.set(namehash(`${address.toLowerCase().slice(2)}.addr.reverse`).slice(2), { name });
  }
  return async ({ params }: RequestArguments) => {
    const { to, data } = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as {
      to: string;
      data: string;
    };
    const selector = data.slice(0, 10);
    const record = byNode.get(data.slice(10));
    if (to === REGISTRY && selector === '0x0178b8bf')
      return word(record ? RESOLVER : '0x0000000000000000000000000000000000000000');
    if (to !== RESOLVER || !record) return '0x';
    if (selector === '0x3b3b57de')
      return word(record.addr ?? '0x0000000000000000000000000000000000000000');
    if (selector === '0x691f3431') return coder.encode(['string'], [record.name ?? '']);
    if (selector === '0xbc1c58d1') return coder.encode(['bytes'], [record.contenthash ?? '0x']);
    return '0x';
  };
}

const options = (request: ReturnType<typeof fakeEns>) => ({ request, registry: REGISTRY });

describe('ENS', () => {
  it('recognises names worth a lookup', () => {
    expect(isEnsName('alice.eth')).toBe(true);
    expect(isEnsName(' alice.eth ')).toBe(true);
    expect(isEnsName('alice')).toBe(false);
    expect(isEnsName('alice..eth')).toBe(false);
    expect(isEnsName('0x1234')).toBe(false);
  });

  it('resolves a name to its address, and null without a resolver or record', async () => {
    const request = fakeEns({ names: { 'alice.eth': ALICE }, reverse: {} });
    expect(await resolveEnsAddress('alice.eth', options(request))).toBe(ALICE);
    expect(await resolveEnsAddress('nobody.eth', options(request))).toBeNull();
  });

  it("reads a name's contenthash, and null without a resolver or record", async () => {
    const ipns = '0xe5010172002408011220aaaa';
    const request = fakeEns({
      names: { 'alice.eth': ALICE },
      reverse: {},
      contenthashes: { 'tokens.eth': ipns },
    });
    expect(await resolveEnsContenthash('tokens.eth', options(request))).toBe(ipns);
    // alice.eth has a resolver but no contenthash record; nobody.eth has no resolver.
    expect(await resolveEnsContenthash('alice.eth', options(request))).toBeNull();
    expect(await resolveEnsContenthash('nobody.eth', options(request))).toBeNull();
    expect(await resolveEnsContenthash('not a name', options(request))).toBeNull();
  });

  it('trusts a reverse record only when the name points back to the address', async () => {
    const request = fakeEns({
      names: { 'alice.eth': ALICE },
      // Mallory claims to be alice.eth in their reverse record.
      reverse: { [ALICE]: 'alice.eth', [MALLORY]: 'alice.eth' },
    });
    expect(await lookupEnsName(ALICE, options(request))).toBe('alice.eth');
    expect(await lookupEnsName(MALLORY, options(request))).toBeNull();
  });

  it('shows the primary name as it resolved (normalised), not as the reverse record spells it', async () => {
    // Mallory owns vitaiik.eth and writes "vitaIik.eth" (a capital I) into their reverse record:
    // it normalises to vitaiik.eth, which does point back, and was shown as "vitaIik.eth", in
    // most fonts "vitalik.eth".
    const request = fakeEns({
      names: { 'vitaiik.eth': MALLORY, 'alice.eth': ALICE },
      reverse: { [MALLORY]: 'vitaIik.eth', [ALICE]: 'Alice.ETH' },
    });
    expect(await lookupEnsName(MALLORY, options(request))).toBe('vitaiik.eth');
    expect(await lookupEnsName(ALICE, options(request))).toBe('alice.eth');
  });

  it('reads a typed recipient: whitespace stripped, address or resolving name, else invalid', async () => {
    const request = fakeEns({ names: { 'alice.eth': ALICE }, reverse: { [ALICE]: 'alice.eth' } });
    expect(await lookupRecipient('  ', options(request))).toEqual({ status: 'empty' });
    expect(await lookupRecipient(` ${ALICE.toLowerCase()} `, options(request))).toEqual({
      status: 'valid',
      address: ALICE,
      name: 'alice.eth',
    });
    expect(await lookupRecipient('alice.eth', options(request))).toEqual({
      status: 'valid',
      address: ALICE,
      name: 'alice.eth',
    });
    expect(await lookupRecipient('nobody.eth', options(request))).toEqual({ status: 'invalid' });
    expect(await lookupRecipient('0x12', options(request))).toEqual({ status: 'invalid' });
  });

  it('shows a hidden character in a name: normalisation ignores it, the label must not', async () => {
    // ENS normalisation drops a zero-width space, so "al\u200Bice.eth" is alice.eth's node; as
    // a label it would read "alice.eth" exactly.
    const request = fakeEns({
      names: { 'alice.eth': ALICE, 'mallory.eth': MALLORY },
      reverse: { [ALICE]: 'al\u200Bice.eth', [MALLORY]: 'mallory.eth' },
    });
    // The reverse record is shown as the name it resolved as (alice.eth, which points back); a
    // typed name keeps the typist's spelling, its hidden character made visible.
    expect(await lookupEnsName(ALICE, options(request))).toBe('alice.eth');
    expect(await lookupRecipient('al\u200Bice.eth', options(request))).toEqual({
      status: 'valid',
      address: ALICE,
      name: 'al\uFFFDice.eth',
    });
    expect(await lookupEnsName(MALLORY, options(request))).toBe('mallory.eth');
  });

  it('keeps the joiner inside an emoji ZWJ sequence: 👨‍💻.eth reads as itself', async () => {
    // U+200D joins 👨 and 💻 into one visible emoji; it was shown as "👨�💻.eth".
    const technologist = '\u{1F468}\u200D\u{1F4BB}.eth';
    const flag = '\u{1F3F3}\uFE0F\u200D\u{1F308}.eth';
    const toned = '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}.eth';
    const request = fakeEns({
      names: { [technologist]: ALICE, [flag]: MALLORY },
      reverse: { [ALICE]: technologist, [MALLORY]: flag },
    });
    expect(await lookupEnsName(ALICE, options(request))).toBe(technologist);
    // Normalised: the flag's variation selector (U+FE0F) is dropped, its joiner kept.
    expect(await lookupEnsName(MALLORY, options(request))).toBe('\u{1F3F3}\u200D\u{1F308}.eth');
    expect(await lookupRecipient(technologist, options(request))).toEqual({
      status: 'valid',
      address: ALICE,
      name: technologist,
    });
    const tonedRequest = fakeEns({ names: { [toned]: ALICE }, reverse: {} });
    expect(await lookupRecipient(toned, options(tonedRequest))).toEqual({
      status: 'valid',
      address: ALICE,
      name: toned,
    });
  });
});

/** `request` with every eth_call of `selector` failing with `error`, or answered with `answer`. */
function withCall(
  request: ReturnType<typeof fakeEns>,
  selector: string,
  outcome: { readonly error: unknown } | { readonly answer: string },
): ReturnType<typeof fakeEns> {
  return async (args: RequestArguments) => {
    const [call] = (Array.isArray(args.params) ? args.params : []) as Array<{ data?: string }>;
    if (!call?.data?.startsWith(selector)) return request(args);
    if ('error' in outcome) throw outcome.error;
    return outcome.answer;
  };
}

/** A JSON-RPC error as the batch transport and most providers reject with it. */
function rpcError(message: string, code: number, data?: string): Error {
  return Object.assign(new Error(message), { code, data });
}

describe('lookupEnsName when a resolver misbehaves', () => {
  const NAME = '0x691f3431';
  const ADDR = '0x3b3b57de';
  const request = fakeEns({ names: { 'alice.eth': ALICE }, reverse: { [ALICE]: 'alice.eth' } });

  it("has no primary name when the reverse resolver's name() or the forward addr() reverts", async () => {
    expect(await lookupEnsName(ALICE, options(request))).toBe('alice.eth');
    const reverts: unknown[] = [
      // geth and anvil: code 3 with the revert data.
      rpcError('execution reverted', 3, '0x'),
      rpcError('execution reverted: not supported', 3, '0x08c379a0'),
      // Other nodes: a server error whose message says it reverted.
      rpcError('execution reverted', -32000),
      rpcError('VM Exception while processing transaction: revert', -32603),
      // A plain JSON-RPC error object, and one wrapped by a provider library.
      { code: 3, message: 'execution reverted', data: '0x' },
      Object.assign(new Error('call revert exception'), {
        code: 'CALL_EXCEPTION',
        info: { error: { code: 3, message: 'execution reverted' } },
      }),
    ];
    for (const error of reverts) {
      for (const selector of [NAME, ADDR]) {
        await expect(
          lookupEnsName(ALICE, options(withCall(request, selector, { error }))),
        ).resolves.toBeNull();
      }
    }
  });

  it('has no primary name when name() or addr() answers undecodable data', async () => {
    const garbage = ['0x1234', `0x${'ff'.repeat(32)}`, `0x${'00'.repeat(31)}20${'ff'.repeat(32)}`];
    for (const answer of garbage) {
      for (const selector of [NAME, ADDR]) {
        await expect(
          lookupEnsName(ALICE, options(withCall(request, selector, { answer }))),
        ).resolves.toBeNull();
      }
    }
    // A name() answer that is not UTF-8.
    const notUtf8 = `${coder.encode(['uint256', 'uint256'], [32, 2])}fffe${'00'.repeat(30)}`;
    await expect(
      lookupEnsName(ALICE, options(withCall(request, NAME, { answer: notUtf8 }))),
    ).resolves.toBeNull();
  });

  it('still fails when the node could not be asked (network, rate limit, node error), to be retried', async () => {
    const failures: unknown[] = [
      new TypeError('Failed to fetch'),
      rpcError('Failed to send batch call', -32000),
      rpcError('header not found', -32000),
      rpcError('Too Many Requests', -32005),
      rpcError('Internal error', -32603),
      { code: 429, message: 'rate limited' },
    ];
    for (const error of failures) {
      for (const selector of [NAME, ADDR]) {
        await expect(
          lookupEnsName(ALICE, options(withCall(request, selector, { error }))),
        ).rejects.toBe(error);
      }
    }
  });
});
