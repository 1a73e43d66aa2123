// @ethersproject/solidity for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts): the packed
// encoding behind pair and pool addresses and V3 paths.
export { solidityPacked as pack, solidityPackedKeccak256 as keccak256 } from 'ethers';
