// The swap page's token warning (spec §2): a token from the URL that is on none of the user's
// lists must be confirmed (imported) before trading; dismissing goes back to a plain /swap.
import type { Currency, Token } from '@uniswap/sdk-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { activeTokensAtom, listsLoadingAtom } from './atoms';
import { ImportTokenDialogFor, serialize } from './TokenSelectModal';
import { addUserTokensAtom } from './userTokens';

export function TokenWarning({
  currencies,
}: {
  readonly currencies: readonly (Currency | null | undefined)[];
}) {
  const { t } = useTranslation();
  const tokens = useAtomValue(activeTokensAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const navigate = useNavigate();
  // One dialog at a time: the warning waits while another dialog (e.g. the wallet's) is open.
  const openModal = useAtomValue(openModalAtom);
  const unlisted = currencies.filter(
    (currency): currency is Token => currency?.isToken === true && !tokens.has(currency.address),
  );
  // While the lists load every token would look unlisted.
  if (loading || unlisted.length === 0) return null;
  if (openModal !== null && openModal !== ApplicationModal.CLAIM_POPUP) return null;
  return (
    <ImportTokenDialogFor
      tokens={unlisted}
      onDismiss={() => navigate('/swap')}
      onImport={() => addUserTokens(unlisted.map(serialize))}
      title={t('tokens.importTokenTitle')}
    />
  );
}
