import { getChainInfo } from '@dex/chains';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';

const devnetWeth = getChainInfo(31337)?.wrappedNativeToken.address ?? '';

async function landsOn(path: string) {
  await waitFor(() => expect(currentPath()).toBe(path));
}

describe('route table', () => {
  it('/swap shows the swap page', async () => {
    await renderApp('/swap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'From' })).toBeTruthy();
  });

  it('/vote shows the governance page with the proposal threshold', async () => {
    await renderApp('/vote');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uniswap Governance' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'A minimum threshhold of 1% of the total UNI supply is required to submit proposals',
      ),
    ).toBeTruthy();
  });

  it('/vote/3 shows the proposal page with its way back', async () => {
    await renderApp('/vote/3');
    const back = await screen.findByRole('link', { name: /All Proposals/ });
    expect(back.getAttribute('href')).toBe('/vote');
    expect(currentPath()).toBe('/vote/3');
  });

  it("/vote/bravo/16 shows a GovernorBravo proposal's page with its way back", async () => {
    await renderApp('/vote/bravo/16');
    const back = await screen.findByRole('link', { name: /All Proposals/ });
    expect(back.getAttribute('href')).toBe('/vote');
    expect(currentPath()).toBe('/vote/bravo/16');
  });

  it('/migrate/v2/{address} shows the migrate form, asking a visitor without a wallet to connect', async () => {
    const path = '/migrate/v2/0x1111111111111111111111111111111111111111';
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Migrate V2 Liquidity' }),
    ).toBeTruthy();
    expect(await screen.findByText('You must connect an account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to migrate/ }).getAttribute('href')).toBe(
      '/migrate/v2',
    );
    expect(currentPath()).toBe(path);
  });

  it('/migrate/v2 lists V2 liquidity to migrate, asking a visitor without a wallet to connect', async () => {
    await renderApp('/migrate/v2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Migrate V2 Liquidity' }),
    ).toBeTruthy();
    expect(screen.getByText('Connect to a wallet to view your V2 liquidity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Import it/ }).getAttribute('href')).toBe(
      '/find?origin=/migrate/v2',
    );
  });

  it('/pool shows the positions overview, asking a visitor without a wallet to connect', async () => {
    await renderApp('/pool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pools Overview' })).toBeTruthy();
    expect(screen.getByText('Connect to a wallet to view your liquidity.')).toBeTruthy();
    expect(currentPath()).toBe('/pool');
  });

  it.each([['/add/v2'], ['/add/v2/ETH/0xabc']])(
    '%s shows the V2 add page with its way back',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: '← Back to V2 liquidity' }).getAttribute('href'),
      ).toBe('/pool/v2');
      expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
      expect(currentPath()).toBe(path);
    },
  );

  it('/remove/v2/ETH/0xabc shows the V2 removal page, asking to connect', async () => {
    await renderApp('/remove/v2/ETH/0xabc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Amount to remove (percent)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(currentPath()).toBe('/remove/v2/ETH/0xabc');
  });

  it('/find?origin=/migrate/v2 shows Import Pool with its way back to the origin', async () => {
    await renderApp('/find?origin=/migrate/v2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Pool' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/migrate/v2');
    expect(screen.getByText('Select a token to find your liquidity.')).toBeTruthy();
  });

  it('/pool/v2 shows the V2 liquidity page, asking a visitor without a wallet to connect', async () => {
    await renderApp('/pool/v2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your V2 liquidity' }),
    ).toBeTruthy();
    expect(screen.getByText('Connect to a wallet to view your V2 liquidity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a pair' }).getAttribute('href')).toBe(
      '/add/v2/ETH',
    );
    expect(currentPath()).toBe('/pool/v2');
  });

  it.each([
    ['/pool/12', '← Back to Pools Overview', '/pool'],
    ['/remove/5', '← Back to the position', '/pool/5'],
  ])('%s shows the position page with its way back', async (path, back, href) => {
    await renderApp(path);
    expect((await screen.findByRole('link', { name: back })).getAttribute('href')).toBe(href);
    expect(currentPath()).toBe(path);
  });

  it.each([
    ['/add', 'Add Liquidity'],
    ['/add/ETH', 'Add Liquidity'],
    ['/add/ETH/0xabc/3000', 'Add Liquidity'],
    ['/increase/ETH/0xabc/3000/7', 'Increase Liquidity'],
  ])('%s shows the %s page', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(currentPath()).toBe(path);
  });

  it.each([
    ['/', '/swap'],
    ['/nowhere', '/swap'],
    ['/swap/', '/swap'],
    ['/pool/v2/', '/swap'],
    ['/vote/1/extra', '/swap'],
    ['/send', '/swap'],
    ['/send?inputCurrency=ETH', '/swap?inputCurrency=ETH'],
    ['/swap/0xabc', '/swap?outputCurrency=0xabc'],
    ['/swap/ETH?inputCurrency=0xdef', '/swap?inputCurrency=0xdef&outputCurrency=ETH'],
    ['/add/ETH/ETH', '/add/ETH'],
    ['/add/0xAbC/0xabc/500', '/add/0xAbC'],
    [`/add/ETH/${devnetWeth}`, '/add/ETH'],
    ['/add/v2/0xAbC/0xaBc', '/add/v2/0xAbC'],
    ['/remove/0', '/pool'],
    ['/remove/not-a-number', '/pool'],
    ['/migrate/v2/0x123', '/migrate/v2'],
  ])('%s redirects to %s', async (from, to) => {
    await renderApp(from);
    await landsOn(to);
  });

  it('/claim opens the address-claim dialog, then shows /swap', async () => {
    const { store } = await renderApp('/claim');
    await landsOn('/swap');
    expect(store.get(openModalAtom)).toBe('addressClaim');
    expect(await screen.findByRole('dialog', { name: 'Claim UNI Token' })).toBeTruthy();
  });
});
