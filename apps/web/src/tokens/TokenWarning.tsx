// The token warning (spec 000 §2) of /swap and of the liquidity pages whose URL names tokens: a
// token from the URL that is on none of the user's lists must be confirmed (imported) before the
// page can be used (rule: @dex/token-lists' unlistedTokens); dismissing leaves for `leaveTo` (a plain /swap on
// the swap page). A URL token whose own metadata makes it unusable (e.g. 255 decimals) is shown
// with the reason and cannot be imported.
import { getChainInfo } from '@dex/chains';
import {
  idsNamingNoToken,
  serializeUserToken,
  type UnusableToken,
  unlistedTokens,
} from '@dex/token-lists';
import { StatusBanner } from '@dex/ui-kit';
import type { Currency } from '@uniswap/sdk-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import { activeTokensAtom, listsLoadingAtom } from './atoms';
import { unusableTokenAtom } from './currencyAtoms';
import { ImportTokenDialogFor } from './TokenSelectModal';
import { addUserTokensAtom } from './userTokens';

/** The URL's two currency ids' tokens that no trade can use (they read as no currency), in order. */
function useUnusableTokens([inputId, outputId]: readonly [string, string]) {
  const chainId = useAtomValue(activeChainIdAtom);
  const input = useAtomValue(unusableTokenAtom(chainId, inputId));
  const output = useAtomValue(unusableTokenAtom(chainId, outputId));
  return [input, output] as const;
}

/** A URL address that is no token on the chain read (a link from another chain): said, not hidden. */
function NotTokensNotice({
  currencies,
  currencyIds,
  onLeave,
}: TokenWarningProps & { readonly onLeave: () => void }) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const unusable = useUnusableTokens(currencyIds);
  const [address] = idsNamingNoToken(currencyIds, currencies, unusable);
  if (address === undefined) return null;
  const network = getChainInfo(chainId)?.name ?? String(chainId);
  return (
    <StatusBanner
      tone="warning"
      title={t('tokens.notOnChainTitle', { network })}
      onDismiss={onLeave}
      dismissLabel={t('tokens.notOnChainDismiss')}
    >
      {t('tokens.notOnChainBody', { address, network })}
    </StatusBanner>
  );
}

interface TokenWarningProps {
  /** The page's two currencies from its URL (undefined while loading). */
  readonly currencies: readonly (Currency | null | undefined)[];
  /** Their ids as the URL gives them ('' for none). */
  readonly currencyIds: readonly [string, string];
  /** Where dismissing goes: the page without the URL's tokens (default /swap). */
  readonly leaveTo?: string;
}

export function TokenWarning({ currencies, currencyIds, leaveTo = '/swap' }: TokenWarningProps) {
  const navigate = useNavigate();
  const leave = () => navigate(leaveTo);
  return (
    <DialogErrorBoundary onClose={leave}>
      <NotTokensNotice currencies={currencies} currencyIds={currencyIds} onLeave={leave} />
      <OpenTokenWarning currencies={currencies} currencyIds={currencyIds} onLeave={leave} />
    </DialogErrorBoundary>
  );
}

function OpenTokenWarning({
  currencies,
  currencyIds,
  onLeave,
}: TokenWarningProps & { readonly onLeave: () => void }) {
  const { t } = useTranslation();
  const tokens = useAtomValue(activeTokensAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const unusable = useUnusableTokens(currencyIds).filter(
    (token): token is UnusableToken => token !== null,
  );
  // One dialog at a time: the warning waits while another dialog (e.g. the wallet's) is open.
  const openModal = useAtomValue(openModalAtom);
  const unlisted = unlistedTokens(currencies, tokens, loading);
  if (unlisted.length === 0 && unusable.length === 0) return null;
  if (openModal !== null && openModal !== ApplicationModal.CLAIM_POPUP) return null;
  return (
    <ImportTokenDialogFor
      tokens={[...unlisted, ...unusable]}
      onDismiss={onLeave}
      onImport={() => addUserTokens(unlisted.map(serializeUserToken))}
      title={t('tokens.importTokenTitle')}
    />
  );
}
