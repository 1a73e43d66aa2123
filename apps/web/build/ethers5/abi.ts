// @ethersproject/abi for the Uniswap SDKs in the bundle: ethers 6's coder and Interface, which the
// app ships anyway (see ../ethers5Shims.ts). The SDKs encode and decode calls with them only.
import { AbiCoder } from 'ethers';

export { Interface } from 'ethers';
export const defaultAbiCoder = AbiCoder.defaultAbiCoder();
