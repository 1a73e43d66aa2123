// @dex/multicall/deploy: our Multicall2-compatible contract for a chain that has none (a fresh
// anvil, hardhat or geth --dev node). An entry of its own because its creation code (about 1.6 kB
// gzip) has no place in a browser bundle that reads a public chain.
export {
  type DeployMulticallOptions,
  deployMulticall,
  MULTICALL_CREATION_CODE,
} from './deployMulticall';
