// A thin deployer over anvil's unlocked dev accounts: deploy, send with a padded gas limit,
// and the node's test controls (mine, warp time, write storage, snapshots).

import type { RequestFunction } from '@dex/primitives';
import {
  Contract,
  ContractFactory,
  getAddress,
  JsonRpcProvider,
  JsonRpcSigner,
  type TransactionReceipt,
} from 'ethers';
import { DEVNET_CHAIN_ID } from './anvil';
import type { Artifact } from './artifacts';

export interface SendOptions {
  from?: number;
  value?: bigint;
}

/** anvil estimates gas with no margin; V3 mint and staking then run out of gas now and then. */
export function padGas(estimate: bigint): bigint {
  return (estimate * 13n) / 10n + 20_000n;
}

export class DevnetClient {
  readonly provider: JsonRpcProvider;
  private readonly signers = new Map<number, JsonRpcSigner>();

  /** EIP-1193 `request` over this client's connection, for code that takes a provider. */
  readonly request: RequestFunction = ({ method, params }) =>
    this.provider.send(method, (params ?? []) as unknown[] | Record<string, unknown>);

  constructor(
    readonly rpcUrl: string,
    readonly accounts: readonly string[],
    readonly chainId: number = DEVNET_CHAIN_ID,
  ) {
    this.provider = new JsonRpcProvider(rpcUrl, chainId, {
      staticNetwork: true,
      cacheTimeout: -1,
      batchMaxCount: 1,
      pollingInterval: 50,
    });
  }

  static async connect(rpcUrl: string): Promise<DevnetClient> {
    const probe = new JsonRpcProvider(rpcUrl, DEVNET_CHAIN_ID, { staticNetwork: true });
    const [accounts, chainId] = await Promise.all([
      probe.send('eth_accounts', []) as Promise<string[]>,
      probe.send('eth_chainId', []) as Promise<string>,
    ]);
    probe.destroy();
    // Each devnet chain (chains.ts) answers with its own id; signing needs the node's.
    return new DevnetClient(
      rpcUrl,
      accounts.map((a) => getAddress(a)),
      Number(chainId),
    );
  }

  account(index: number): string {
    const address = this.accounts[index];
    if (!address) throw new Error(`No dev account #${index}`);
    return address;
  }

  signer(index = 0): JsonRpcSigner {
    let signer = this.signers.get(index);
    if (!signer) {
      signer = new JsonRpcSigner(this.provider, this.account(index));
      this.signers.set(index, signer);
    }
    return signer;
  }

  at(artifact: Artifact, address: string, from = 0): Contract {
    return new Contract(address, artifact.abi, this.signer(from));
  }

  async deploy(
    artifact: Artifact,
    args: readonly unknown[] = [],
    options: { from?: number; bytecode?: `0x${string}` } = {},
  ): Promise<Contract> {
    const signer = this.signer(options.from ?? 0);
    const factory = new ContractFactory(
      artifact.abi,
      options.bytecode ?? artifact.bytecode,
      signer,
    );
    const deployTx = await factory.getDeployTransaction(...args);
    const gasLimit = padGas(await signer.estimateGas(deployTx));
    const receipt = await this.mined(signer.sendTransaction({ ...deployTx, gasLimit }));
    if (!receipt.contractAddress) throw new Error(`Deploying ${artifact.name} created no contract`);
    return this.at(artifact, receipt.contractAddress, options.from ?? 0);
  }

  async send(
    contract: Contract,
    method: string,
    args: readonly unknown[] = [],
    options: SendOptions = {},
  ): Promise<TransactionReceipt> {
    const connected = contract.connect(this.signer(options.from ?? 0)) as Contract;
    const fn = connected.getFunction(method);
    const overrides = options.value === undefined ? {} : { value: options.value };
    let estimate: bigint;
    try {
      estimate = await fn.estimateGas(...args, overrides);
    } catch (error) {
      throw new Error(`${method} would fail: ${(error as Error).message}`);
    }
    return this.mined(fn.send(...args, { ...overrides, gasLimit: padGas(estimate) }));
  }

  /**
   * Sends raw calldata from an unlocked account with a padded gas limit and returns the mined
   * receipt (a revert throws). Without its own limit anvil fills in its exact estimate, made on a
   * block time the transaction may not be mined at: a V3 mint that writes an oracle observation one
   * second later then runs out of gas.
   */
  async transact(tx: {
    from: string;
    to: string;
    data: string;
    value?: bigint;
  }): Promise<TransactionReceipt> {
    const request = {
      from: tx.from,
      to: tx.to,
      data: tx.data,
      ...(tx.value === undefined ? {} : { value: `0x${tx.value.toString(16)}` }),
    };
    const estimate = BigInt((await this.provider.send('eth_estimateGas', [request])) as string);
    const gas = `0x${padGas(estimate).toString(16)}`;
    return this.mined(
      this.provider
        .send('eth_sendTransaction', [{ ...request, gas }])
        .then((hash: string) => ({ hash })),
    );
  }

  private async mined(pending: Promise<{ hash: string }>): Promise<TransactionReceipt> {
    const { hash } = await pending;
    const receipt = await this.waitForReceipt(hash);
    if (receipt.status !== 1) throw new Error(`Transaction ${hash} reverted`);
    return receipt;
  }

  /**
   * The receipt of `hash`, polled until it exists (at most `timeoutMs`). anvil answers a send
   * before its automine has made the block, and a busy machine can take a while; ethers'
   * `wait()`/`waitForTransaction` then waits for a block after the one it first sees, which an
   * automining chain with nothing else to do never makes.
   */
  async waitForReceipt(hash: string, timeoutMs = 10_000): Promise<TransactionReceipt> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const receipt = await this.provider.getTransactionReceipt(hash);
      if (receipt) return receipt;
      if (Date.now() > deadline) throw new Error(`No receipt for ${hash} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async latestBlock(): Promise<{ number: number; timestamp: number }> {
    const block = await this.provider.getBlock('latest');
    if (!block) throw new Error('No latest block');
    return { number: block.number, timestamp: block.timestamp };
  }

  async mine(blocks = 1): Promise<void> {
    await this.provider.send('anvil_mine', [`0x${blocks.toString(16)}`]);
  }

  /** Moves the chain clock forward and mines one block at the new time. */
  async increaseTime(seconds: number): Promise<void> {
    await this.provider.send('evm_increaseTime', [`0x${seconds.toString(16)}`]);
    await this.mine(1);
  }

  /** Moves the chain clock forward without mining: the next transaction's block comes that much later. */
  async advanceClock(seconds: number): Promise<void> {
    await this.provider.send('evm_increaseTime', [`0x${seconds.toString(16)}`]);
  }

  /** Sets the chain clock: the next block is stamped `seconds`, and time runs on from there. */
  async setTime(seconds: number): Promise<void> {
    await this.provider.send('evm_setTime', [seconds]);
  }

  async setStorageAt(address: string, slot: bigint, value: bigint): Promise<void> {
    await this.provider.send('anvil_setStorageAt', [
      address,
      `0x${slot.toString(16)}`,
      `0x${value.toString(16).padStart(64, '0')}`,
    ]);
  }

  async snapshot(): Promise<string> {
    return (await this.provider.send('evm_snapshot', [])) as string;
  }

  async revert(id: string): Promise<void> {
    const ok = (await this.provider.send('evm_revert', [id])) as boolean;
    if (!ok) throw new Error(`Could not revert to snapshot ${id}`);
  }

  destroy(): void {
    this.provider.destroy();
  }
}
