// The scripted wallet the app's write tests use: @dex/write's, under the name these tests know.
export {
  type Params,
  SEND_CHECKS,
  scriptedWallet as fakeWallet,
  walletOn,
} from '@dex/write/testing';
