// Starts and stops an anvil node from the npm-shipped binary.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export const DEVNET_CHAIN_ID = 31337;
/** The default mnemonic's ten funded accounts (anvil's defaults). */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The binary ships inside @foundry-rs/anvil-linux-amd64; its package postinstall is not run
 * (install-script policy), so resolve the file directly. ANVIL_BIN overrides it.
 */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json');
  return join(dirname(pkg), 'bin', 'anvil');
}

export interface AnvilOptions {
  port: number;
  host?: string;
  loadStateFile?: string;
  /**
   * The genesis block's number (anvil's `--number`): a chain that starts there looks, to every
   * block number a contract or a client sees, like one with that much history, at no cost.
   */
  firstBlock?: number;
  /** The chain id; DEVNET_CHAIN_ID by default. */
  chainId?: number;
  /** Interval mining: a block every this many ms (anvil's `--block-time`, fractions allowed). */
  blockTimeMs?: number;
  /** More anvil arguments, e.g. `['--gas-limit', '3000000']` for a node with a low call cap. */
  args?: readonly string[];
  /** Print anvil's own output (off by default: it logs every request). */
  verbose?: boolean;
}

export interface AnvilProcess {
  readonly rpcUrl: string;
  readonly child: ChildProcess;
  /** Writes the chain state to `file`, in the form `loadStateFile` reads. */
  saveState(file: string): Promise<void>;
  /** Kills the node at once, like a crash: connections are refused from then on. */
  kill(): Promise<void>;
  /** Stops the node gracefully. */
  stop(): Promise<void>;
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} failed: ${body.error.message}`);
  return body.result as T;
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const host = options.host ?? '127.0.0.1';
  const args = [
    '--host',
    host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId ?? DEVNET_CHAIN_ID),
    '--mnemonic',
    DEV_MNEMONIC,
    '--accounts',
    '10',
    '--balance',
    '10000',
  ];
  if (options.firstBlock) args.push('--number', String(options.firstBlock));
  if (options.loadStateFile) args.push('--load-state', options.loadStateFile);
  if (options.blockTimeMs) args.push('--block-time', String(options.blockTimeMs / 1000));
  args.push(...(options.args ?? []));
  const child = spawn(anvilBinary(), args, {
    stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const rpcUrl = `http://${host}:${options.port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`anvil exited with code ${code} before it was ready.\n${stderr}`)),
    );
    child.once('error', reject);
  });
  const ready = (async () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        await rpc(rpcUrl, 'eth_chainId');
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`anvil did not answer on ${rpcUrl} within 10 s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  exited.catch(() => {});
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    rpcUrl,
    child,
    async saveState(file) {
      // anvil_dumpState answers with hex-encoded gzip of the JSON that --load-state reads.
      const dump = await rpc<string>(rpcUrl, 'anvil_dumpState');
      writeFileSync(file, gunzipSync(Buffer.from(dump.replace(/^0x/, ''), 'hex')));
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
