// Wires a DevnetWallet into a Playwright browser context: every page (and frame) of the context gets
// the injected provider before its own scripts run, and requests come back to Node over one binding.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { DevnetWallet, type DevnetWalletOptions } from './devnetWallet';
import { installInjectedWallet } from './injected';
import {
  DEVNET_WALLET_INFO,
  type InjectedWalletConfig,
  WALLET_BRIDGE_NAME,
  WALLET_EMITTER_NAME,
  type WalletEvent,
  type WalletRequest,
} from './protocol';

export type InstallWalletOptions = Omit<DevnetWalletOptions, 'emit'>;

async function emitInto(context: BrowserContext, event: WalletEvent, payload: unknown) {
  const frames = context.pages().flatMap((page) => page.frames());
  await Promise.all(
    frames.map((frame) =>
      frame
        .evaluate(
          ({ emitterName, event, payload }) => {
            const emitter = (window as unknown as Record<string, unknown>)[emitterName] as
              | { emit: (event: string, payload: unknown) => void }
              | undefined;
            emitter?.emit(event, payload);
          },
          { emitterName: WALLET_EMITTER_NAME, event, payload },
        )
        // A frame that is navigating or closing has no listeners left to tell.
        .catch(() => undefined),
    ),
  );
}

export async function installDevnetWallet(
  context: BrowserContext,
  options: InstallWalletOptions,
): Promise<DevnetWallet> {
  const wallet = new DevnetWallet({
    ...options,
    emit: (event, payload) => emitInto(context, event, payload),
  });
  await context.exposeFunction(WALLET_BRIDGE_NAME, (request: WalletRequest) =>
    wallet.handle(request),
  );
  const config: InjectedWalletConfig = {
    info: { uuid: randomUUID(), ...DEVNET_WALLET_INFO },
    bridgeName: WALLET_BRIDGE_NAME,
    emitterName: WALLET_EMITTER_NAME,
    legacyGlobal: true,
  };
  await context.addInitScript(installInjectedWallet, config);
  return wallet;
}
