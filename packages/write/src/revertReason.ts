// Why a call reverted, read out of whatever a wallet or node threw while estimating or replaying
// it. Wallets and libraries nest the node's answer differently, so every known shape is searched.
import { nestedErrors } from '@dex/primitives';
import { AbiCoder, dataSlice } from 'ethers';

const ERROR_STRING_SELECTOR = '0x08c379a0';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function decodeRevertData(data: unknown): string | undefined {
  if (typeof data !== 'string' || !data.startsWith(ERROR_STRING_SELECTOR)) return undefined;
  try {
    return String(AbiCoder.defaultAbiCoder().decode(['string'], dataSlice(data, 4))[0]);
  } catch {
    return undefined;
  }
}

/**
 * The revert reason inside a provider error, looking through the shapes wallets and libraries
 * use: a decoded `reason`, revert `data`, nested `error`/`info.error`, or "reverted: ..." text.
 */
export function extractRevertReason(error: unknown): string | undefined {
  for (const current of nestedErrors(error)) {
    if (typeof current === 'string') continue; // revert data is read from its holder, below
    if (typeof current.reason === 'string' && current.reason) return current.reason;
    const fromData = decodeRevertData(current.data);
    if (fromData) return fromData;
  }
  const message = asRecord(error)?.message;
  const match =
    typeof message === 'string'
      ? /reverted(?: with reason string)?:? ['"]?([^'"\n]+)['"]?/.exec(message)
      : null;
  return match?.[1]?.trim();
}
