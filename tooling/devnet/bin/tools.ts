// Helper commands for demos and tests against a running devnet:
//   mine [blocks] · warp <seconds> · finish-vote <proposalId> · mint <token> <account|address> <amount>
//   list-version <1.0.0|1.0.1|1.1.0|2.0.0>
import { getAddress, isAddress, parseUnits } from 'ethers';
import { artifacts } from '../src/artifacts';
import { DevnetClient } from '../src/client';
import { finishVoting } from '../src/deploy';
import type { Deployment } from '../src/deployment';
import { finishBravoVoting } from '../src/governorBravo';
import { DEFAULT_PORTS } from '../src/index';
import { SERVICE_PATHS } from '../src/services';
import { DEVNET_LIST_VERSIONS, type DevnetListVersion } from '../src/tokenLists';

const rpcUrl = `http://127.0.0.1:${process.env.DEVNET_PORT || DEFAULT_PORTS.rpc}`;
const servicesUrl = `http://127.0.0.1:${process.env.DEVNET_SERVICES_PORT || DEFAULT_PORTS.services}`;

const USAGE = `usage: devnet-tools <command>
  mine [blocks=1]                      mine blocks
  warp <seconds>                       move the chain clock forward and mine a block
  finish-vote <proposalId>             end a proposal's voting period now (Alpha's or Bravo's)
  mint <token> <account#|address> <n>  mint n whole tokens (USDC, DAI, ...) to a dev account or address
  list-version <version>               switch the served devnet token list (${DEVNET_LIST_VERSIONS.join(', ')})`;

function positiveInteger(raw: string | undefined, what: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${what} must be a positive integer`);
  return value;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (command === 'list-version') {
    const version = args[0] as DevnetListVersion;
    if (!DEVNET_LIST_VERSIONS.includes(version)) throw new Error(USAGE);
    const response = await fetch(`${servicesUrl}${SERVICE_PATHS.listVersionControl}`, {
      method: 'POST',
      body: version,
    });
    if (!response.ok) throw new Error(`The services answered ${response.status}`);
    console.log(`The devnet token list is now version ${version}`);
    return;
  }
  const client = await DevnetClient.connect(rpcUrl);
  try {
    const deployment = (await (
      await fetch(`${servicesUrl}${SERVICE_PATHS.deployment}`)
    ).json()) as Deployment;
    switch (command) {
      case 'mine': {
        const blocks = args[0] ? positiveInteger(args[0], 'blocks') : 1;
        await client.mine(blocks);
        console.log(`Mined ${blocks} block(s); latest is ${(await client.latestBlock()).number}`);
        break;
      }
      case 'warp': {
        await client.increaseTime(positiveInteger(args[0], 'seconds'));
        const { timestamp } = await client.latestBlock();
        console.log(`Chain time is now ${new Date(timestamp * 1000).toISOString()}`);
        break;
      }
      case 'finish-vote': {
        const id = positiveInteger(args[0], 'proposalId');
        // GovernorBravo continues GovernorAlpha's numbering: the id says which governor holds it.
        const bravo = deployment.governance.bravoProposals.some((p) => p.id === id);
        if (bravo) await finishBravoVoting(client, deployment.contracts.governorBravo, id);
        else await finishVoting(client, deployment.contracts.governorAlpha, id);
        console.log(
          `Voting on ${bravo ? 'GovernorBravo' : 'GovernorAlpha'} proposal ${id} has ended`,
        );
        break;
      }
      case 'mint': {
        const [symbol = '', who = '', amount = ''] = args;
        const token = Object.values(deployment.tokens).find(
          (t) => t.symbol.toLowerCase() === symbol.toLowerCase(),
        );
        if (!token) throw new Error(`Unknown token ${symbol}`);
        if (token.kind === 'weth9' || token.kind === 'governance')
          throw new Error(`${token.symbol} cannot be minted`);
        if (!isAddress(who) && !/^\d+$/.test(who))
          throw new Error('mint to a dev account number or an address');
        const to = isAddress(who) ? getAddress(who) : client.account(Number(who));
        const artifact = token.kind === 'dai-permit' ? artifacts.DaiLikeERC20 : artifacts.DevERC20;
        await client.send(client.at(artifact, token.address), 'mint', [
          to,
          parseUnits(amount, token.decimals),
        ]);
        console.log(`Minted ${amount} ${token.symbol} to ${to}`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    client.destroy();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
