import { type ChainCapability, chainHasCapability } from './capabilities';
import { ChainId } from './chainIds';
import { getChainInfo } from './registry';

/**
 * The name a chain goes by in a shareable link (`?chain=arbitrum`). A chain without one here (a
 * local chain added later) is named by its decimal id, which parses back just the same.
 */
const CHAIN_SLUGS: Readonly<Record<number, string>> = {
  [ChainId.MAINNET]: 'mainnet',
  [ChainId.ARBITRUM_ONE]: 'arbitrum',
  [ChainId.OPTIMISM]: 'optimism',
  [ChainId.BASE]: 'base',
  [ChainId.POLYGON]: 'polygon',
  [ChainId.UNICHAIN]: 'unichain',
  [ChainId.SEPOLIA]: 'sepolia',
  [ChainId.DEVNET]: 'devnet',
  [ChainId.FAST_DEVNET]: 'fast-devnet',
};

/** The link name of `chainId`: its slug, else its decimal id. */
export function chainSlug(chainId: number): string {
  return CHAIN_SLUGS[chainId] ?? String(chainId);
}

/**
 * The chain a `?chain=` value names among `offeredChainIds`: a slug (any letter case) or a decimal
 * chain id. Undefined for no value, an unknown name, or a chain the app does not offer.
 */
export function chainIdFromSlug(
  value: string | null | undefined,
  offeredChainIds: readonly number[],
): number | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return offeredChainIds.find(
    (chainId) => chainSlug(chainId) === wanted || String(chainId) === wanted,
  );
}

/** The query parameter a shareable link names its chain in (`?chain=arbitrum`). */
export const CHAIN_PARAM = 'chain';

/** The offered chain a query string's `?chain=` names; undefined for none, unknown or not offered. */
export function chainIdFromSearch(
  search: string,
  offeredChainIds: readonly number[],
): number | undefined {
  return chainIdFromSlug(new URLSearchParams(search).get(CHAIN_PARAM), offeredChainIds);
}

/** `search` naming `chainId` in `?chain=`, every other parameter kept. */
export function searchWithChain(search: string, chainId: number): string {
  const params = new URLSearchParams(search);
  params.set(CHAIN_PARAM, chainSlug(chainId));
  return `?${params.toString()}`;
}

export interface ActiveChainInput {
  /** The chain the user chose (the selector, a `?chain=` link); undefined when none. */
  readonly chosenChainId: number | undefined;
  /** The connected wallet's chain; undefined without a wallet. */
  readonly walletChainId: number | undefined;
  readonly defaultChainId: number;
  readonly offeredChainIds: readonly number[];
}

/**
 * The chain an app reads: the chosen one, else the wallet's, else the default; a chain the app
 * does not offer never counts (a wallet there is on the wrong network, not a new place to read).
 */
export function chooseActiveChainId(input: ActiveChainInput): number {
  const offered = (chainId: number | undefined): chainId is number =>
    chainId !== undefined && input.offeredChainIds.includes(chainId);
  if (offered(input.chosenChainId)) return input.chosenChainId;
  if (offered(input.walletChainId)) return input.walletChainId;
  return input.defaultChainId;
}

export interface WalletMoveInput {
  /** The wallet's chain before this update; undefined while no wallet was connected. */
  readonly previousWalletChainId: number | undefined;
  readonly walletChainId: number | undefined;
  readonly chosenChainId: number | undefined;
  readonly offeredChainIds: readonly number[];
}

/**
 * The chosen chain after the wallet reports its chain. A connected wallet that moves to another
 * offered chain (the user switched in the wallet) takes the app along; connecting, disconnecting
 * or moving to a chain the app does not offer leaves the choice as it was, so a shared link's
 * chain survives a wallet that reconnects on another one.
 */
export function chosenChainAfterWalletMove(input: WalletMoveInput): number | undefined {
  const { previousWalletChainId, walletChainId, chosenChainId, offeredChainIds } = input;
  const moved =
    previousWalletChainId !== undefined &&
    walletChainId !== undefined &&
    walletChainId !== previousWalletChainId;
  return moved && offeredChainIds.includes(walletChainId) ? walletChainId : chosenChainId;
}

/**
 * Where a part of the app only some chains have (a mainnet-only `ChainFeature`, or V2 migration:
 * `ChainCapability`) can be used instead of `activeChainId`: undefined when it exists on the
 * active chain; else `preferredChainId` when that has it, else the first offered chain that has
 * it; null when no offered chain has it.
 */
export function chainForFeature(
  feature: ChainCapability,
  activeChainId: number,
  offeredChainIds: readonly number[],
  preferredChainId?: number,
): number | null | undefined {
  const has = (chainId: number) => chainHasCapability(getChainInfo(chainId), feature);
  if (has(activeChainId)) return undefined;
  const offeredWithFeature = offeredChainIds.filter(has);
  if (preferredChainId !== undefined && offeredWithFeature.includes(preferredChainId))
    return preferredChainId;
  return offeredWithFeature[0] ?? null;
}
