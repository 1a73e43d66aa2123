// The token lists the devnet serves: four versions of the devnet list (1.0.0; 1.0.1 adds a token
// with only a patch bump, which a list store does not apply by itself; 1.1.0 adds it properly;
// 2.0.0 removes one, a breaking change) and the unsupported-assets list, each with the tokens of
// every devnet chain.
import { DEVNET_CHAINS } from './chains';
import { LIST_TIMESTAMP, TOKENS, type TokenKey } from './world';

export const DEVNET_LIST_VERSIONS = ['1.0.0', '1.0.1', '1.1.0', '2.0.0'] as const;
export type DevnetListVersion = (typeof DEVNET_LIST_VERSIONS)[number];

export interface TokenListJson {
  name: string;
  timestamp: string;
  version: { major: number; minor: number; patch: number };
  keywords?: string[];
  tags?: Record<string, { name: string; description: string }>;
  tokens: Array<{
    chainId: number;
    address: string;
    symbol: string;
    name: string;
    decimals: number;
    tags?: string[];
  }>;
}

function parseVersion(version: string): TokenListJson['version'] {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return { major, minor, patch };
}

function listOf(
  name: string,
  version: string,
  membership: DevnetListVersion | 'unsupported',
  addresses: Record<TokenKey, string>,
): TokenListJson {
  const keys = (Object.keys(TOKENS) as TokenKey[]).filter((key) =>
    TOKENS[key].lists.includes(membership),
  );
  const usesStablecoinTag = keys.some((key) => TOKENS[key].tags?.includes('stablecoin'));
  return {
    name,
    timestamp: LIST_TIMESTAMP,
    version: parseVersion(version),
    keywords: ['devnet'],
    ...(usesStablecoinTag
      ? {
          tags: {
            stablecoin: { name: 'Stablecoin', description: 'Tokens pegged to a fiat currency' },
          },
        }
      : {}),
    // Every devnet chain deploys the same tokens at the same addresses (chains.ts).
    tokens: DEVNET_CHAINS.flatMap(({ chainId }) =>
      keys.map((key) => {
        const spec = TOKENS[key];
        return {
          chainId,
          address: addresses[key],
          symbol: spec.symbol,
          name: spec.name,
          decimals: spec.decimals,
          ...(spec.tags ? { tags: [...spec.tags] } : {}),
        };
      }),
    ),
  };
}

export function devnetTokenList(
  version: DevnetListVersion,
  addresses: Record<TokenKey, string>,
): TokenListJson {
  return listOf('Dex Devnet', version, version, addresses);
}

export function unsupportedTokenList(addresses: Record<TokenKey, string>): TokenListJson {
  return listOf('Dex Devnet Unsupported Assets', '1.0.0', 'unsupported', addresses);
}

/** Lists are served and content-addressed as exactly these bytes. */
export function serializeList(list: TokenListJson): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}
