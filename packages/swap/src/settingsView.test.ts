import { describe, expect, it } from 'vitest';
import { expertModeLabels, swapSettingsLabels, swapSettingsView } from './settingsView';
import { swapSettingsButtonLabel } from './swapFormView';
import { echoTranslator as t } from './wethDaiTrade.testing';

const fields = { slippageBips: 50, deadlineSeconds: 1200, customSlippage: '', deadlineText: null };

describe('swapSettingsView', () => {
  it('shows the presets as percentages in the locale, the stored deadline and no warning', () => {
    const view = swapSettingsView(t, fields, 'de');
    expect(view.presets).toEqual([
      { bips: 10, label: '0,1%' },
      { bips: 50, label: '0,5%' },
      { bips: 100, label: '1%' },
    ]);
    expect(view.deadlineMinutes).toBe('20');
    expect(view.deadlineInvalid).toBe(false);
    expect(view).not.toHaveProperty('slippageMessage');
    expect(view).not.toHaveProperty('deadlineMessage');
    expect(view.labels).toEqual(swapSettingsLabels(t));
  });

  it('warns about a slippage that may fail, may be frontrun or is invalid', () => {
    expect(swapSettingsView(t, { ...fields, slippageBips: 10 }, 'en').slippageMessage).toEqual({
      text: 'settings.mayFail',
      tone: 'warning',
    });
    expect(
      swapSettingsView(t, { ...fields, customSlippage: '6', slippageBips: 600 }, 'en')
        .slippageMessage,
    ).toEqual({ text: 'settings.mayBeFrontrun', tone: 'warning' });
    expect(swapSettingsView(t, { ...fields, customSlippage: '60' }, 'en').slippageMessage).toEqual({
      text: 'settings.invalidSlippage',
      tone: 'danger',
    });
  });

  it('keeps the deadline as typed and refuses one above three days', () => {
    const typed = swapSettingsView(t, { ...fields, deadlineText: '30' }, 'en');
    expect(typed.deadlineMinutes).toBe('30');
    expect(typed.deadlineInvalid).toBe(false);
    const tooLong = swapSettingsView(t, { ...fields, deadlineText: '5000' }, 'en');
    expect(tooLong.deadlineInvalid).toBe(true);
    expect(tooLong.deadlineMessage).toBe('settings.deadlineTooLong {"minutes":4320}');
    const invalid = swapSettingsView(t, { ...fields, deadlineText: 'x' }, 'en');
    expect(invalid.deadlineInvalid).toBe(true);
    expect(invalid).not.toHaveProperty('deadlineMessage');
  });
});

describe('the gear and the expert mode confirmation', () => {
  it('names expert mode on the gear while it is on', () => {
    expect(swapSettingsButtonLabel(t, false)).toBe('settings.open');
    expect(swapSettingsButtonLabel(t, true)).toBe('settings.open (settings.expertActive)');
  });

  it('words the confirmation, closed with the dialogs’ Close', () => {
    expect(expertModeLabels(t)).toMatchObject({ title: 'expert.title', close: 'txDialog.close' });
  });
});
