// @ethersproject/strings for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts).
export { toUtf8Bytes } from 'ethers';
