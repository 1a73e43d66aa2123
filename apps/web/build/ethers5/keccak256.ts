// @ethersproject/keccak256 for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts).
export { keccak256 } from 'ethers';
