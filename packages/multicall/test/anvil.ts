// Test helper (not exported): starts a bare anvil on a free port and deploys the devnet's
// Multicall and DevERC20 artifacts with anvil's unlocked first account.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { AbiCoder, Interface } from 'ethers';

const here = dirname(fileURLToPath(import.meta.url));
const devnetDir = resolve(here, '../../../tooling/devnet');
export const ARTIFACTS_DIR = join(devnetDir, 'artifacts');

export function anvilBinary(): string {
  return (
    process.env.ANVIL_BIN ?? join(devnetDir, 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil')
  );
}

/** Whether the binary and artifacts exist, so integration tests can be skipped with a reason. */
export function anvilAvailable(): boolean {
  return existsSync(anvilBinary()) && existsSync(join(ARTIFACTS_DIR, 'Multicall.json'));
}

export const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export interface Anvil {
  readonly rpcUrl: string;
  readonly port: number;
  /** Saves the chain state, then kills the process like a crash (connections refused at once). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the saved state. */
  start(): Promise<void>;
  mine(blocks?: number): Promise<void>;
}

export interface AnvilOptions {
  /** Extra anvil arguments, e.g. ['--gas-limit', '5000000']. */
  args?: string[];
  /** Where state is kept between stop() and start(). */
  stateFile: string;
}

export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const args = ['--host', '127.0.0.1', '--port', String(port), ...(options.args ?? [])];
    if (existsSync(options.stateFile)) args.push('--load-state', options.stateFile);
    const spawned = spawn(anvilBinary(), args, { stdio: 'ignore' });
    child = spawned;
    for (let attempt = 0; attempt < 200; attempt++) {
      if (spawned.exitCode !== null) throw new Error(`anvil exited with ${spawned.exitCode}`);
      try {
        await rpc(rpcUrl, 'eth_blockNumber');
        return;
      } catch {
        await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      }
    }
    throw new Error('anvil did not start');
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    // A graceful SIGTERM keeps answering for a moment with an emptied state; save it, then kill.
    const dump = await rpc<string>(rpcUrl, 'anvil_dumpState');
    writeFileSync(options.stateFile, gunzipSync(Buffer.from(dump.slice(2), 'hex')));
    await new Promise<void>((resolveExit) => {
      running.once('exit', () => resolveExit());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    rpcUrl,
    port,
    start,
    stop,
    mine: async (blocks = 1) => {
      await rpc(rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`]);
    },
  };
}

interface Artifact {
  abi: unknown[];
  bytecode: string;
}

function artifact(name: string): Artifact {
  return JSON.parse(readFileSync(join(ARTIFACTS_DIR, `${name}.json`), 'utf8')) as Artifact;
}

async function sendAndWait(
  rpcUrl: string,
  transaction: Record<string, string>,
): Promise<{ contractAddress: string | null; status: string }> {
  const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [
    { from: DEPLOYER, gas: '0x2dc6c0', ...transaction },
  ]);
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await rpc<{ contractAddress: string | null; status: string } | null>(
      rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`transaction ${hash} failed`);
      return receipt;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
  throw new Error(`no receipt for ${hash}`);
}

export async function deployMulticall(rpcUrl: string): Promise<string> {
  const { bytecode } = artifact('Multicall');
  const receipt = await sendAndWait(rpcUrl, { data: bytecode });
  return receipt.contractAddress as string;
}

export const DEV_ERC20 = new Interface([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address owner) view returns (uint256)',
]);

export async function deployToken(rpcUrl: string, symbol: string, decimals = 18): Promise<string> {
  const { bytecode } = artifact('DevERC20');
  const args = AbiCoder.defaultAbiCoder().encode(
    ['string', 'string', 'uint8'],
    [`${symbol} Token`, symbol, decimals],
  );
  const receipt = await sendAndWait(rpcUrl, { data: bytecode + args.slice(2) });
  return receipt.contractAddress as string;
}

export async function mint(
  rpcUrl: string,
  token: string,
  to: string,
  amount: bigint,
): Promise<void> {
  await sendAndWait(rpcUrl, {
    to: token,
    data: DEV_ERC20.encodeFunctionData('mint', [to, amount]),
  });
}
