// /swap behind the token warning of the tokens its URL names (spec 000 §2): the form is disabled
// while the token lists are still being checked, then warned about or usable.
import { useAtomValue } from 'jotai';
import { UrlTokensGate } from '../tokens/TokenWarning';
import { SwapPage } from './SwapPage';
import { inputCurrencyAtom, outputCurrencyAtom, swapStateAtom } from './swapAtoms';

export function SwapRoute() {
  const state = useAtomValue(swapStateAtom);
  const input = useAtomValue(inputCurrencyAtom);
  const output = useAtomValue(outputCurrencyAtom);
  return (
    <UrlTokensGate
      currencies={[input, output]}
      currencyIds={[state.inputCurrencyId, state.outputCurrencyId]}
    >
      <SwapPage />
    </UrlTokensGate>
  );
}
