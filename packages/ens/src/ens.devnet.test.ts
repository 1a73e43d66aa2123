// Against the devnet's real ENS registry, public resolver and reverse registrar.
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
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
