import { describe, expect, it, vi } from 'vitest';
import { claimDialogProps, claimDialogTexts, claimDialogView } from './claimDialog';
import { claimView } from './claimView';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DISTRIBUTOR = '0x090D4613473dEE047c3f2706764f49E0821D256e';
const flags = { isSOCKS: false, isUser: true, isLP: true };
const data = { index: 3, amount: 1_400n * 10n ** 18n, proof: [], flags };
const IDLE = { status: 'idle' } as const;
const base = { account: ACCOUNT, progress: IDLE, language: 'en' } as const;

describe('the own claim', () => {
  const input = { ...base, kind: 'self', recipient: ACCOUNT } as const;

  it('shows the amount and its parts, and claims it to the account', () => {
    const view = claimDialogView({ ...input, view: claimView(ACCOUNT, data, DISTRIBUTOR, false) });
    expect(view).toEqual({
      amount: '1,400',
      breakdown: [
        { name: 'liquidity', value: '1,000' },
        { name: 'user', value: '400' },
      ],
      claimEnabled: true,
      sendTo: ACCOUNT,
      noClaim: false,
      estimated: true,
    });
  });

  it('shows a claimed amount without enabling Claim or estimating it', () => {
    const view = claimDialogView({ ...input, view: claimView(ACCOUNT, data, DISTRIBUTOR, true) });
    expect(view.amount).toBe('1,400');
    expect(view.claimEnabled).toBe(false);
    expect(view.estimated).toBe(false);
  });

  it('is disabled without a valid account, and estimates nothing once sent', () => {
    const unclaimed = claimView(ACCOUNT, data, DISTRIBUTOR, false);
    expect(claimDialogView({ ...input, account: 'nope', view: unclaimed }).claimEnabled).toBe(
      false,
    );
    const claiming = { status: 'claiming' } as const;
    expect(claimDialogView({ ...input, progress: claiming, view: unclaimed }).estimated).toBe(
      false,
    );
  });
});

describe("an address's claim", () => {
  const input = { ...base, kind: 'address', recipient: OTHER } as const;

  it('shows what is left to claim and sends it to that address', () => {
    const view = claimDialogView({ ...input, view: claimView(OTHER, data, DISTRIBUTOR, false) });
    expect(view).toMatchObject({ amount: '1,400', claimEnabled: true, sendTo: OTHER });
    expect(view.breakdown).toBeUndefined();
  });

  it('says there is no claim for an address with nothing to claim, before any attempt', () => {
    const none = claimView(OTHER, null, DISTRIBUTOR, undefined);
    expect(claimDialogView({ ...input, view: none })).toMatchObject({
      amount: undefined,
      claimEnabled: false,
      noClaim: true,
    });
    const claimed = { status: 'claimed' } as const;
    expect(claimDialogView({ ...input, progress: claimed, view: none }).noClaim).toBe(false);
    expect(claimDialogView({ ...input, recipient: null, view: undefined }).noClaim).toBe(false);
  });

  it('needs a connected account to claim', () => {
    const view = claimView(OTHER, data, DISTRIBUTOR, false);
    expect(claimDialogView({ ...input, account: null, view }).claimEnabled).toBe(false);
  });
});

describe('the claim dialogs’ words', () => {
  const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);

  it('writes the own claim’s amount, parts and history text', () => {
    const view = claimDialogView({
      ...base,
      kind: 'self',
      recipient: ACCOUNT,
      view: claimView(ACCOUNT, data, DISTRIBUTOR, false),
    });
    const texts = claimDialogTexts(t, 'self', view);
    expect(texts.shown).toEqual({
      amount: 'claim.amount {"amount":"1,400"}',
      breakdown: [
        { label: 'claim.liquidity', amount: 'claim.amount {"amount":"1,000"}' },
        { label: 'claim.user', amount: 'claim.amount {"amount":"400"}' },
      ],
    });
    expect(texts.labels.title).toBe('modal.selfClaim');
    expect(texts.labels.claimed).toBe('claim.claimedSelf');
    expect(texts.summary()).toBe('claim.summary {"amount":"1,400","address":"0xf39F...2266"}');
  });

  it('shows "no available claim" under an address with nothing to claim, and sends nothing', () => {
    const view = claimDialogView({
      ...base,
      kind: 'address',
      recipient: OTHER,
      view: claimView(OTHER, null, DISTRIBUTOR, undefined),
    });
    const texts = claimDialogTexts(t, 'address', view);
    expect(texts.shown).toEqual({});
    expect(texts.labels.title).toBe('modal.addressClaim');
    expect(texts.labels.claimed).toBe('claim.claimed');
    expect(texts.addressField).toEqual({
      label: 'claim.recipient',
      placeholder: 'claim.placeholder',
      error: 'claim.noClaim',
      hint: 'claim.addressHint',
    });
    expect(texts.summary()).toBeUndefined();
  });
});

describe('claimDialogProps', () => {
  const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
  const own = claimDialogView({
    ...base,
    kind: 'self',
    recipient: ACCOUNT,
    view: claimView(ACCOUNT, data, DISTRIBUTOR, false),
  });

  it('claims the shown amount to its address with its history text', () => {
    const onClaim = vi.fn();
    const { dialog } = claimDialogProps(t, 'self', own, {
      progress: { status: 'claimed', explorerUrl: 'https://explorer/tx/0x1' },
      networkCost: 'cost',
      onClaim,
      onDismiss: () => {},
    });
    expect(dialog).toMatchObject({
      isOpen: true,
      status: 'claimed',
      amount: 'claim.amount {"amount":"1,400"}',
      explorerUrl: 'https://explorer/tx/0x1',
      networkCost: 'cost',
      claimEnabled: true,
    });
    dialog.onClaim();
    expect(onClaim).toHaveBeenCalledWith({
      recipient: ACCOUNT,
      summary: 'claim.summary {"amount":"1,400","address":"0xf39F...2266"}',
    });
  });

  it('sends nothing without an amount to claim', () => {
    const onClaim = vi.fn();
    const none = claimDialogView({
      ...base,
      kind: 'address',
      recipient: OTHER,
      view: claimView(OTHER, null, DISTRIBUTOR, undefined),
    });
    const props = claimDialogProps(t, 'address', none, {
      progress: IDLE,
      networkCost: undefined,
      onClaim,
      onDismiss: () => {},
    });
    props.dialog.onClaim();
    expect(onClaim).not.toHaveBeenCalled();
    expect(props.addressField.error).toBe('claim.noClaim');
    expect('explorerUrl' in props.dialog).toBe(false);
  });
});
