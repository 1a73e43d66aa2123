// What a proposal does: each action's target, function and decoded arguments.
import { AbiCoder, dataSlice, id } from 'ethers';

export interface ProposalDetail {
  readonly target: string;
  /** e.g. "transfer(address,uint256)"; empty when the call data carries its own selector. */
  readonly functionSig: string;
  readonly callData: string;
  /** Decoded arguments as display strings; empty when they could not be decoded. */
  readonly args: readonly string[];
}

/** The parameter types of a signature like "transfer(address,uint256)". */
export function signatureTypes(signature: string): string[] | null {
  const open = signature.indexOf('(');
  if (open <= 0 || !signature.endsWith(')')) return null;
  const inner = signature.slice(open + 1, -1).trim();
  if (inner === '') return [];
  // Split on top-level commas only, so tuple types stay whole.
  const types: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      types.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  types.push(inner.slice(start).trim());
  return types;
}

function display(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(display).join(', ')}]`;
  return String(value);
}

/**
 * GovernorAlpha actions carry a signature and the ABI-encoded arguments without a selector; an
 * empty signature means the call data is complete (selector included). Undecodable data keeps its
 * raw hex and no arguments.
 */
export function decodeProposalDetails(
  targets: readonly string[],
  signatures: readonly string[],
  calldatas: readonly string[],
): ProposalDetail[] {
  const coder = AbiCoder.defaultAbiCoder();
  return targets.map((target, index) => {
    const functionSig = signatures[index] ?? '';
    const callData = calldatas[index] ?? '0x';
    let args: string[] = [];
    const types = signatureTypes(functionSig);
    if (types) {
      try {
        const data =
          functionSig !== '' && callData.startsWith(id(functionSig).slice(0, 10))
            ? dataSlice(callData, 4)
            : callData;
        args = coder.decode(types, data).toArray().map(display);
      } catch {
        args = [];
      }
    }
    return { target, functionSig, callData, args };
  });
}
