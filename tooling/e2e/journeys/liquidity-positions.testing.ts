// Shared by the V3 position journeys: the seeded positions of account #0 and contracts on the devnet.
import { Contract, type InterfaceAbi } from 'ethers';
import type { E2EDevnet } from '../src/fixtures';

export const ERC20 = ['function balanceOf(address) view returns (uint256)'];

/** The token id of account #0's seeded position in `state` (in-range, out-of-range, closed). */
export function seededPositionId(devnet: E2EDevnet, state: string): string {
  const seeded = devnet.deployment.positions.find((position) => position.state === state);
  if (!seeded) throw new Error(`no ${state} position seeded`);
  return String(seeded.tokenId);
}

/** The position owner (account #0) and the manager and a token as read-only contracts. */
export function positionContracts(devnet: E2EDevnet, managerAbi: InterfaceAbi) {
  const { provider } = devnet.client;
  return {
    owner: devnet.deployment.accounts[0] as string,
    manager: new Contract(
      devnet.deployment.contracts.nonfungiblePositionManager,
      managerAbi,
      provider,
    ),
    token: (symbol: 'USDC' | 'WETH') =>
      new Contract(devnet.deployment.tokens[symbol].address, ERC20, provider),
  };
}
