// Against the devnet's real ENS registry, public resolver and reverse registrar.
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { Interface, id, namehash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnsOptions, lookupEnsName, lookupRecipient, resolveEnsAddress } from './index';

let devnet: Devnet;
let options: EnsOptions;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  options = { request: devnet.client.request, registry: devnet.deployment.contracts.ensRegistry };
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('ENS on the devnet', () => {
  it('resolves the seeded names and their reverse records', async () => {
    for (const [name, address] of Object.entries(devnet.deployment.ens.names)) {
      expect(await resolveEnsAddress(name, options)).toBe(address);
      expect(await lookupEnsName(address, options)).toBe(name);
    }
    expect(await resolveEnsAddress('nobody.eth', options)).toBeNull();
    expect(await lookupEnsName(devnet.deployment.accounts[7] as string, options)).toBeNull();
  });

  it('turns a typed name into a recipient', async () => {
    expect(await lookupRecipient('bob.eth', options)).toEqual({
      status: 'valid',
      address: devnet.deployment.ens.names['bob.eth'],
      name: 'bob.eth',
    });
  });
});

describe('ENS on the devnet, resolvers that revert', () => {
  const REVERSE_REGISTRAR = new Interface([
    'function claimWithResolver(address owner, address resolver) returns (bytes32)',
    'function setName(string name) returns (bytes32)',
  ]);
  const REGISTRY = new Interface([
    'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
    'function setResolver(bytes32 node, address resolver)',
  ]);

  async function transact(from: string, to: string, data: string) {
    const hash = (await devnet.client.provider.send('eth_sendTransaction', [
      { from, to, data },
    ])) as string;
    const receipt = await devnet.client.waitForReceipt(hash);
    expect(receipt.status).toBe(1);
  }

  it("has no primary name when the reverse resolver's name() reverts", async () => {
    // Account 8's reverse resolver is the Multicall contract: it has no name() and reverts.
    const account = devnet.client.account(8);
    await transact(
      account,
      devnet.deployment.contracts.ensReverseRegistrar,
      REVERSE_REGISTRAR.encodeFunctionData('claimWithResolver', [
        account,
        devnet.deployment.contracts.multicall,
      ]),
    );
    expect(await lookupEnsName(account, options)).toBeNull();
  });

  it("has no primary name when the claimed name's resolver reverts on addr()", async () => {
    // broken.eth's resolver is the Multicall contract; account 9 claims it as its name.
    const account = devnet.client.account(9);
    const owner = devnet.client.account(0);
    const registry = devnet.deployment.contracts.ensRegistry;
    await transact(
      owner,
      registry,
      REGISTRY.encodeFunctionData('setSubnodeOwner', [namehash('eth'), id('broken'), owner]),
    );
    await transact(
      owner,
      registry,
      REGISTRY.encodeFunctionData('setResolver', [
        namehash('broken.eth'),
        devnet.deployment.contracts.multicall,
      ]),
    );
    await transact(
      account,
      devnet.deployment.contracts.ensReverseRegistrar,
      REVERSE_REGISTRAR.encodeFunctionData('setName', ['broken.eth']),
    );
    expect(await lookupEnsName(account, options)).toBeNull();
    expect(await resolveEnsAddress('broken.eth', options)).toBeNull();
  });
});
