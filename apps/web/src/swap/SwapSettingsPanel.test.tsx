import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from '../state/tradeSettings';

// The presets are written in the reader's locale ("0,5%" in German), and a phone's decimal
// keypad there only has a comma: the custom fields take a decimal comma as well as a point.
describe('SwapSettingsPanel in a locale with a decimal comma', () => {
  it('takes "0,8" as a custom slippage of 0.8% and "1,5" minutes as a deadline (de)', async () => {
    const store = createStore();
    await renderApp('/swap?lng=de', { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Transaktionseinstellungen' }));
    expect(await screen.findByRole('button', { name: '0,5%' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Eigene Slippage (%)'), { target: { value: '0,8' } });
    expect(screen.queryByText('Gib einen gültigen Slippage-Prozentsatz ein')).toBeNull();
    expect(store.get(userSlippageBipsAtom)).toBe(80);

    const deadline = screen.getByLabelText('Transaktionsfrist') as HTMLInputElement;
    fireEvent.change(deadline, { target: { value: '1,5' } });
    expect(deadline.getAttribute('aria-invalid')).not.toBe('true');
    expect(store.get(userDeadlineSecondsAtom)).toBe(90);
  });

  it('still flags text that is no number in either form', async () => {
    const store = createStore();
    await renderApp('/swap?lng=es', { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustes de la transacción' }));
    const before = store.get(userSlippageBipsAtom);
    fireEvent.change(screen.getByLabelText('Deslizamiento personalizado (%)'), {
      target: { value: '0,5,1' },
    });
    expect(store.get(userSlippageBipsAtom)).toBe(before);
    expect(screen.getByText('Introduce un porcentaje de deslizamiento válido')).toBeTruthy();
  });
});
