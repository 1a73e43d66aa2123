// @ethersproject/address for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts).
export { getAddress, getCreate2Address } from 'ethers';
