// Seeding proposals on a devnet governor: GovernorAlpha's and the Bravo-compatible governor's
// `propose` take the same arguments, so one seeder serves both.
import { AbiCoder, type Contract } from 'ethers';
import type { DevnetClient } from './client';
import type { ProposalState } from './deployment';

const abi = AbiCoder.defaultAbiCoder();

/** The one call a seeded proposal would make. */
export interface ProposalAction {
  readonly target: Contract;
  readonly signature: string;
  readonly types: readonly string[];
  readonly args: readonly unknown[];
}

/** A seeded proposal as deployment.json lists it. */
export interface SeededProposal {
  readonly id: number;
  /** The state the seed leaves it in. */
  readonly state: ProposalState;
  readonly proposer: string;
  readonly title: string;
}

/**
 * `propose(proposer, title, body, action, state)` on `governor`: dev account `proposer` proposes
 * `action` with the description "# {title}\n\n{body}"; the proposal is added to `seeded` with the
 * state the seed will leave it in, and its id returned.
 */
export function proposalSeeder(client: DevnetClient, governor: Contract, seeded: SeededProposal[]) {
  return async (
    proposer: number,
    title: string,
    body: string,
    action: ProposalAction,
    state: ProposalState,
  ): Promise<number> => {
    await client.send(
      governor,
      'propose',
      [
        [action.target.target],
        [0],
        [action.signature],
        [abi.encode(action.types, action.args)],
        `# ${title}\n\n${body}`,
      ],
      { from: proposer },
    );
    const id = Number(await governor.getFunction('proposalCount')());
    seeded.push({ id, state, proposer: client.account(proposer), title });
    return id;
  };
}
