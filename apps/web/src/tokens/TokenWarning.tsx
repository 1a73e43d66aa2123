// The swap page's token warning (spec §2): a token from the URL that is on none of the user's
// lists must be confirmed (imported) before trading; dismissing goes back to a plain /swap. A URL
// token whose own metadata makes it unusable (e.g. 255 decimals) is shown with the reason and
// cannot be imported.
import type { Currency, Token } from '@uniswap/sdk-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { DialogErrorBoundary } from '../shell/ErrorBoundaries';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import type { UnusableToken } from '../swap/currencies';
import { swapStateAtom } from '../swap/swapAtoms';
import { activeTokensAtom, listsLoadingAtom } from './atoms';
import { unusableTokenAtom } from './currencyAtoms';
import { ImportTokenDialogFor, serialize } from './TokenSelectModal';
import { addUserTokensAtom } from './userTokens';

/** The swap state's tokens that can never be traded (they read as no currency at all). */
function useUnusableSwapTokens(): UnusableToken[] {
  const chainId = useAtomValue(activeChainIdAtom);
  const { inputCurrencyId, outputCurrencyId } = useAtomValue(swapStateAtom);
  const input = useAtomValue(unusableTokenAtom(chainId, inputCurrencyId));
  const output = useAtomValue(unusableTokenAtom(chainId, outputCurrencyId));
  return [input, output].filter((token): token is UnusableToken => token !== null);
}

export function TokenWarning({
  currencies,
}: {
  readonly currencies: readonly (Currency | null | undefined)[];
}) {
  const navigate = useNavigate();
  const leave = () => navigate('/swap');
  return (
    <DialogErrorBoundary onClose={leave}>
      <OpenTokenWarning currencies={currencies} onLeave={leave} />
    </DialogErrorBoundary>
  );
}

function OpenTokenWarning({
  currencies,
  onLeave,
}: {
  readonly currencies: readonly (Currency | null | undefined)[];
  readonly onLeave: () => void;
}) {
  const { t } = useTranslation();
  const tokens = useAtomValue(activeTokensAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const unusable = useUnusableSwapTokens();
  // One dialog at a time: the warning waits while another dialog (e.g. the wallet's) is open.
  const openModal = useAtomValue(openModalAtom);
  // While the lists load every token would look unlisted.
  const unlisted = loading
    ? []
    : currencies.filter(
        (currency): currency is Token =>
          currency?.isToken === true && !tokens.has(currency.address),
      );
  if (unlisted.length === 0 && unusable.length === 0) return null;
  if (openModal !== null && openModal !== ApplicationModal.CLAIM_POPUP) return null;
  return (
    <ImportTokenDialogFor
      tokens={[...unlisted, ...unusable]}
      onDismiss={onLeave}
      onImport={() => addUserTokens(unlisted.map(serialize))}
      title={t('tokens.importTokenTitle')}
    />
  );
}
