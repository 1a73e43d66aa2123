// Compiles the devnet's own test contracts (contracts/*.sol) with the pinned `solc` npm package and
// writes artifacts/<ContractName>.json ({ contractName, abi, bytecode }). The artifacts are committed so
// nothing compiles at run time. `--check` recompiles in memory and exits 1 when a committed artifact
// is missing, stale or orphaned (for CI).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const EXPECTED_SOLC_VERSION = '0.8.28';
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = join(packageRoot, 'contracts');
const artifactsDir = join(packageRoot, 'artifacts');

function fail(message) {
  console.error(message);
  process.exit(1);
}

function readSources() {
  const files = readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort();
  if (files.length === 0) fail(`No .sol files in ${contractsDir}`);
  // Keys are bare file names so the metadata hash inside the bytecode does not depend on the checkout path.
  return Object.fromEntries(
    files.map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
  );
}

function compile(sources) {
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'shanghai',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  // Every import must be one of the files in contracts/; anything else is a mistake, not a download.
  const findImports = (path) => ({ error: `Import ${path} is not a file in contracts/` });
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const diagnostics = output.errors ?? [];
  for (const diagnostic of diagnostics) console.error(diagnostic.formattedMessage);
  const hasErrors = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  if (hasErrors) fail('Compilation failed.');
  if (diagnostics.length > 0) fail('Compilation produced warnings; fix them first.');
  return output.contracts;
}

/** Returns a map of artifact file name to its exact file text. Abstract contracts get no artifact. */
function buildArtifacts(contracts) {
  const artifacts = new Map();
  for (const source of Object.keys(contracts).sort()) {
    for (const [contractName, compiled] of Object.entries(contracts[source])) {
      const bytecode = compiled.evm.bytecode.object;
      if (bytecode === '') continue;
      const fileName = `${contractName}.json`;
      if (artifacts.has(fileName)) fail(`Two contracts are named ${contractName}.`);
      const artifact = { contractName, abi: compiled.abi, bytecode: `0x${bytecode}` };
      artifacts.set(fileName, `${JSON.stringify(artifact, null, 2)}\n`);
    }
  }
  return artifacts;
}

function committedArtifactNames() {
  if (!existsSync(artifactsDir)) return [];
  return readdirSync(artifactsDir).filter((file) => file.endsWith('.json'));
}

function check(artifacts) {
  const problems = [];
  for (const [fileName, text] of artifacts) {
    const path = join(artifactsDir, fileName);
    if (!existsSync(path)) problems.push(`missing: artifacts/${fileName}`);
    else if (readFileSync(path, 'utf8') !== text) problems.push(`stale: artifacts/${fileName}`);
  }
  for (const fileName of committedArtifactNames()) {
    if (!artifacts.has(fileName)) problems.push(`orphaned (no contract): artifacts/${fileName}`);
  }
  if (problems.length > 0) {
    fail(`${problems.join('\n')}\nRun \`pnpm --filter @dex-tooling/devnet compile-contracts\`.`);
  }
  console.log(`${artifacts.size} contract artifacts are up to date.`);
}

function write(artifacts) {
  mkdirSync(artifactsDir, { recursive: true });
  for (const fileName of committedArtifactNames()) {
    if (!artifacts.has(fileName)) rmSync(join(artifactsDir, fileName));
  }
  for (const [fileName, text] of artifacts) writeFileSync(join(artifactsDir, fileName), text);
  console.log(`Wrote ${artifacts.size} artifacts: ${[...artifacts.keys()].join(', ')}`);
}

if (!solc.version().startsWith(`${EXPECTED_SOLC_VERSION}+`)) {
  fail(`Expected solc ${EXPECTED_SOLC_VERSION}, got ${solc.version()}; bytecode would change.`);
}
const artifacts = buildArtifacts(compile(readSources()));
if (process.argv.includes('--check')) check(artifacts);
else write(artifacts);
