// The Node side of the wallet on its own: a fake node (fetch) and a recorded event stream, no browser.
// Run by Playwright as the "unit" project, so the package has one test runner and one report.
import { expect, test } from '@playwright/test';
import { DevnetWallet } from './devnetWallet';
import type { WalletEvent, WalletResponse } from './protocol';

const ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
];
const BLOCKED = '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C';

interface NodeCall {
  method: string;
  params: unknown[];
}

function setup(nodeAnswer: (call: NodeCall) => object = () => ({ result: '0xabc' })) {
  const nodeCalls: NodeCall[] = [];
  const events: [WalletEvent, unknown][] = [];
  const fakeFetch = (async (_url: string, init: { body: string }) => {
    const { method, params } = JSON.parse(init.body) as NodeCall;
    nodeCalls.push({ method, params });
    return new Response(
      JSON.stringify({ jsonrpc: '2.0', id: 1, ...nodeAnswer({ method, params }) }),
    );
  }) as unknown as typeof fetch;
  const wallet = new DevnetWallet({
    rpcUrl: 'http://node.test',
    devnetChainId: 31337,
    accounts: ACCOUNTS,
    fetch: fakeFetch,
    emit: async (event, payload) => {
      events.push([event, payload]);
    },
  });
  const call = (method: string, params?: unknown[]) => wallet.handle({ method, params });
  return { wallet, nodeCalls, events, call };
}

const errorCode = (response: WalletResponse) => ('error' in response ? response.error.code : 'ok');

test('accounts: authorised from the start, locked by the test, re-authorised by eth_requestAccounts', async () => {
  const { wallet, events, call } = setup();
  const me = ACCOUNTS[0]?.toLowerCase();
  expect(await call('eth_accounts')).toEqual({ result: [me] });
  await wallet.lockAccounts();
  expect(await call('eth_accounts')).toEqual({ result: [] });
  expect(await call('eth_requestAccounts')).toEqual({ result: [me] });
  expect(await call('eth_accounts')).toEqual({ result: [me] });
  expect(events).toEqual([
    ['accountsChanged', []],
    ['accountsChanged', [me]],
  ]);
});

test('rejectNext() is used up by the next prompt only, not by background reads', async () => {
  const { wallet, call, nodeCalls } = setup();
  wallet.rejectNext();
  expect(await call('eth_chainId')).toEqual({ result: '0x7a69' });
  expect(errorCode(await call('eth_blockNumber'))).toBe('ok');
  const rejected = await call('wallet_switchEthereumChain', [{ chainId: '0x1' }]);
  expect(rejected).toEqual({ error: { code: 4001, message: 'User rejected the request.' } });
  expect(wallet.chainId).toBe(31337);
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe('ok');
  expect(wallet.chainId).toBe(1);
  expect(nodeCalls.map((c) => c.method)).toEqual(['eth_blockNumber']);
});

test("rejectNext() can reject the way other wallets do (WalletConnect's 5000)", async () => {
  const { wallet, call } = setup();
  wallet.rejectNext(1, { code: 5000, message: 'User rejected.' });
  expect(await call('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
    error: { code: 5000, message: 'User rejected.' },
  });
  expect(wallet.chainId).toBe(31337);
});

test('setChain(id, { silent: true }) moves the wallet without telling the page', async () => {
  const { wallet, events, call } = setup();
  await wallet.setChain(56, { silent: true });
  expect(await call('eth_chainId')).toEqual({ result: '0x38' });
  expect(events).toEqual([]);
});

test('chain switching: hex validation, 4902 for unknown chains, no event when nothing changes', async () => {
  const { wallet, events, call } = setup();
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '1' }]))).toBe(-32602);
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '0x01' }]))).toBe(-32602);
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]))).toBe('ok');
  expect(events).toEqual([]);
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '0xaa36a7' }]))).toBe(4902);
  expect(errorCode(await call('wallet_addEthereumChain', [{ chainId: '0xaa36a7' }]))).toBe(-32602);
  const added = await call('wallet_addEthereumChain', [
    { chainId: '0xaa36a7', chainName: 'Sepolia', rpcUrls: ['https://rpc.example'] },
  ]);
  expect(added).toEqual({ result: null });
  expect(wallet.chainId).toBe(11155111);
  expect(events).toEqual([['chainChanged', '0xaa36a7']]);
  expect(() => wallet.forgetChain(11155111)).toThrow(/the wallet is on it/);
});

test('eth_sendTransaction goes to the node from the selected account, and only then', async () => {
  const { wallet, call, nodeCalls } = setup(() => ({ result: `0x${'1'.repeat(64)}` }));
  const tx = { to: ACCOUNTS[1], value: '0x1' };
  expect(await call('eth_sendTransaction', [tx])).toEqual({ result: `0x${'1'.repeat(64)}` });
  expect(nodeCalls).toEqual([
    { method: 'eth_sendTransaction', params: [{ ...tx, from: ACCOUNTS[0] }] },
  ]);
  expect(errorCode(await call('eth_sendTransaction', [{ ...tx, from: ACCOUNTS[1] }]))).toBe(4100);
  await wallet.setChain(1);
  expect(errorCode(await call('eth_sendTransaction', [tx]))).toBe(4901);
  await wallet.setChain(31337);
  await wallet.lockAccounts();
  expect(errorCode(await call('eth_sendTransaction', [tx]))).toBe(4100);
  expect(nodeCalls).toHaveLength(1);
});

test('signing checks the address in the position each method puts it', async () => {
  const { call, nodeCalls } = setup(() => ({ result: '0x5167' }));
  const me = ACCOUNTS[0] ?? '';
  expect(await call('personal_sign', ['0x68656c6c6f', me.toLowerCase()])).toEqual({
    result: '0x5167',
  });
  expect(errorCode(await call('personal_sign', [me, '0x68656c6c6f']))).toBe(4100);
  expect(errorCode(await call('eth_signTypedData_v4', [me, '{}']))).toBe('ok');
  expect(errorCode(await call('eth_signTypedData_v4', [ACCOUNTS[1], '{}']))).toBe(4100);
  expect(nodeCalls.map((c) => c.method)).toEqual(['personal_sign', 'eth_signTypedData_v4']);
});

test('node errors reach the page with their code, message and data', async () => {
  const { call } = setup(() => ({
    error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
  }));
  expect(await call('eth_call', [{ to: ACCOUNTS[1], data: '0x' }, 'latest'])).toEqual({
    error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
  });
});

test('setAccount: dev accounts by index, other addresses impersonated on the node', async () => {
  const { wallet, events, nodeCalls } = setup(() => ({ result: null }));
  await wallet.setAccount(1);
  expect(nodeCalls).toEqual([]);
  await wallet.setAccount(BLOCKED.toLowerCase());
  expect(nodeCalls).toEqual([{ method: 'anvil_impersonateAccount', params: [BLOCKED] }]);
  expect(wallet.account).toBe(BLOCKED);
  expect(events).toEqual([
    ['accountsChanged', [ACCOUNTS[1]?.toLowerCase()]],
    ['accountsChanged', [BLOCKED.toLowerCase()]],
  ]);
  await expect(wallet.setAccount(7)).rejects.toThrow('No dev account #7.');
  await expect(wallet.setAccount('0x1234')).rejects.toThrow('Not an address');
});

test('setAccount silent: the wallet acts for the new account without telling the page', async () => {
  const { wallet, events, call } = setup();
  await wallet.setAccount(1, { silent: true });
  expect(events).toEqual([]);
  expect(await call('eth_accounts')).toEqual({ result: [ACCOUNTS[1]?.toLowerCase()] });
});

test('disconnect fails every request with 4900 until reconnect', async () => {
  const { wallet, events, call } = setup();
  await wallet.disconnect();
  expect(errorCode(await call('eth_chainId'))).toBe(4900);
  await wallet.reconnect();
  expect(errorCode(await call('eth_chainId'))).toBe('ok');
  expect(events).toEqual([
    ['disconnect', { code: 4900, message: 'Devnet Wallet disconnected.' }],
    ['connect', { chainId: '0x7a69' }],
  ]);
});

test('unknown wallet_ methods are unsupported (4200), not forwarded; every request is recorded', async () => {
  const { wallet, call, nodeCalls } = setup();
  expect(errorCode(await call('wallet_getCapabilities', []))).toBe(4200);
  expect(await call('wallet_watchAsset', [{ type: 'ERC20' }])).toEqual({ result: true });
  expect(nodeCalls).toEqual([]);
  expect(wallet.requests().map((r) => r.method)).toEqual([
    'wallet_getCapabilities',
    'wallet_watchAsset',
  ]);
  expect(wallet.watchAssetRequests).toEqual([{ type: 'ERC20' }]);
});

test('on a chain with a node of its own (the fast chain) it sends and reads there, once switched to', async () => {
  const urls: string[] = [];
  const fakeFetch = (async (url: string, init: { body: string }) => {
    urls.push(url);
    const { method } = JSON.parse(init.body) as NodeCall;
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `${method}@${url}` }));
  }) as unknown as typeof fetch;
  const wallet = new DevnetWallet({
    rpcUrl: 'http://devnet.test',
    devnetChainId: 31337,
    accounts: ACCOUNTS,
    otherNodes: { 31338: 'http://fast.test' },
    fetch: fakeFetch,
    emit: async () => {},
  });
  const call = (method: string, params?: unknown[]) => wallet.handle({ method, params });
  const tx = { from: ACCOUNTS[0], to: ACCOUNTS[1], value: '0x1' };
  // Unknown to the wallet until added, like any chain a real wallet has not seen.
  expect(errorCode(await call('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))).toBe(4902);
  await call('wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: ['http://fast.test'] }]);
  expect(wallet.chainId).toBe(31338);
  expect(await call('eth_sendTransaction', [tx])).toEqual({
    result: 'eth_sendTransaction@http://fast.test',
  });
  expect(await call('eth_getBalance', [ACCOUNTS[0], 'latest'])).toEqual({
    result: 'eth_getBalance@http://fast.test',
  });
  await wallet.setChain(31337);
  expect(await call('eth_sendTransaction', [tx])).toEqual({
    result: 'eth_sendTransaction@http://devnet.test',
  });
  // A chain with no node still cannot send.
  await wallet.setChain(1);
  expect(errorCode(await call('eth_sendTransaction', [tx]))).toBe(4901);
});
