// Deploys from scratch and rewrites the committed generated files.
import { writeFileSync } from 'node:fs';
import {
  CHAINS_DEVNET_FILE,
  DEPLOYMENT_FILE,
  renderChainsModule,
  renderDeployment,
} from '../src/generate';
import { startDevnet } from '../src/index';

async function main() {
  const devnet = await startDevnet({
    fresh: true,
    services: false,
    log: (m) => console.log(`  ${m}`),
  });
  try {
    writeFileSync(DEPLOYMENT_FILE, renderDeployment(devnet.deployment));
    writeFileSync(CHAINS_DEVNET_FILE, renderChainsModule(devnet.deployment));
    console.log(`Wrote ${DEPLOYMENT_FILE} and ${CHAINS_DEVNET_FILE}`);
  } finally {
    await devnet.stop();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
