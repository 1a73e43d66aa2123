// Behaviour of our own test contracts on the seeded devnet: the permits the swap flow will sign,
// the fee-on-transfer token, and the committed artifacts matching their sources.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HDNodeWallet, parseEther, parseUnits, Signature, TypedDataEncoder } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from './anvil';
import { artifacts } from './artifacts';
import { type Devnet, startDevnet } from './index';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ services: false });
});
afterAll(async () => {
  await devnet?.stop();
});

const devKey = (index: number) =>
  HDNodeWallet.fromPhrase(DEV_MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`);

async function isolated(body: () => Promise<void>) {
  const id = await devnet.snapshot();
  try {
    await body();
  } finally {
    await devnet.revert(id);
  }
}

describe('our test contracts', () => {
  it('accepts an EIP-2612 permit signed by the holder and rejects its replay', async () => {
    const { tokens, accounts } = devnet.deployment;
    const usdc = devnet.client.at(artifacts.DevERC20, tokens.USDC.address);
    const owner = devKey(1);
    const domain = {
      name: 'USD Coin',
      version: '1',
      chainId: 31337,
      verifyingContract: tokens.USDC.address,
    };
    expect(await usdc.getFunction('DOMAIN_SEPARATOR')()).toBe(TypedDataEncoder.hashDomain(domain));
    const { timestamp } = await devnet.client.latestBlock();
    const message = {
      owner: owner.address,
      spender: accounts[2],
      value: parseUnits('5', 6),
      nonce: 0n,
      deadline: BigInt(timestamp + 3600),
    };
    const types = {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    };
    const { v, r, s } = Signature.from(await owner.signTypedData(domain, types, message));
    await isolated(async () => {
      const args = [message.owner, message.spender, message.value, message.deadline, v, r, s];
      await devnet.client.send(usdc, 'permit', args, { from: 2 });
      expect(await usdc.getFunction('allowance')(owner.address, accounts[2])).toBe(message.value);
      await expect(devnet.client.send(usdc, 'permit', args, { from: 2 })).rejects.toThrow();
    });
  });

  it('accepts a DAI-style permit (holder, spender, nonce, expiry, allowed)', async () => {
    const { tokens, accounts } = devnet.deployment;
    const dai = devnet.client.at(artifacts.DaiLikeERC20, tokens.DAI.address);
    const holder = devKey(3);
    const domain = {
      name: 'Dai Stablecoin',
      version: '1',
      chainId: 31337,
      verifyingContract: tokens.DAI.address,
    };
    const message = {
      holder: holder.address,
      spender: accounts[4],
      nonce: 0n,
      expiry: 0n,
      allowed: true,
    };
    const types = {
      Permit: [
        { name: 'holder', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'expiry', type: 'uint256' },
        { name: 'allowed', type: 'bool' },
      ],
    };
    const { v, r, s } = Signature.from(await holder.signTypedData(domain, types, message));
    await isolated(async () => {
      await devnet.client.send(
        dai,
        'permit',
        [message.holder, message.spender, 0, 0, true, v, r, s],
        { from: 4 },
      );
      expect(await dai.getFunction('allowance')(holder.address, accounts[4])).toBe(2n ** 256n - 1n);
    });
  });

  it('burns 1% on every transfer of the fee-on-transfer token', async () => {
    const { tokens, accounts } = devnet.deployment;
    const fot = devnet.client.at(artifacts.FeeOnTransferERC20, tokens.FOT.address, 5);
    await isolated(async () => {
      const before = (await fot.getFunction('balanceOf')(accounts[6])) as bigint;
      await devnet.client.send(fot, 'transfer', [accounts[6], parseEther('100')], { from: 5 });
      expect((await fot.getFunction('balanceOf')(accounts[6])) - before).toBe(parseEther('99'));
    });
  });

  it('has committed artifacts that match the Solidity sources', () => {
    const script = fileURLToPath(new URL('../scripts/compile.mjs', import.meta.url));
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    // solc in WebAssembly: about 30 s alone, 80 s beside the rest of `pnpm test` on two cores.
    // A limit, never a wait.
  }, 240_000);
});
