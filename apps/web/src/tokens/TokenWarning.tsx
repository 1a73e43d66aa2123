// The token warning (spec 000 §2) of /swap and of the liquidity pages whose URL names tokens: a
// token from the URL that is on none of the user's lists must be confirmed (imported) before the
// page can be used (rule: @dex/token-lists' urlTokensCheck); dismissing leaves for `leaveTo` (a plain /swap on
// the swap page). It fails closed: while the active lists have not all loaded or failed, a page
// naming an unlisted token shows its form disabled with "Checking token lists…" (UrlTokensGate).
// A URL token whose own metadata makes it unusable (e.g. 255 decimals) is shown with the reason
// and cannot be imported.
import { chainName } from '@dex/chains';
import type { Currency } from '@dex/currency';
import {
  idsNamingNoToken,
  serializeUserToken,
  type UnusableToken,
  urlTokensCheck,
} from '@dex/token-lists';
import { LockedForm, StatusBanner } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import { activeTokensAtom, listsLoadingAtom } from './atoms';
import { unusableTokenAtom } from './currencyAtoms';
import { ImportTokenDialogFor } from './TokenSelectModal';
import { addUserTokensAtom } from './userTokens';

/** The token warning's decision over the URL's currencies: known, unknown or still checking. */
function useUrlTokensCheck(currencies: readonly (Currency | null | undefined)[]) {
  const tokens = useAtomValue(activeTokensAtom);
  const listsSettled = !useAtomValue(listsLoadingAtom);
  return urlTokensCheck(currencies, tokens, listsSettled);
}

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
  const network = chainName(chainId);
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

/**
 * A page whose URL names tokens, behind the token warning: its form disabled with "Checking token
 * lists…" while an unlisted URL token may still be on a list that has not answered, then the
 * warning for an unknown token, or the form as it is for known ones.
 * @spec 000 §2.16 A confirm dialog, a token-warning dialog
 */
export function UrlTokensGate({
  children,
  ...warning
}: TokenWarningProps & { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const check = useUrlTokensCheck(warning.currencies);
  return (
    <>
      <LockedForm locked={check.status === 'checking'} reason={t('tokens.checkingLists')}>
        {children}
      </LockedForm>
      <TokenWarning {...warning} />
    </>
  );
}

function TokenWarning({ currencies, currencyIds, leaveTo = '/swap' }: TokenWarningProps) {
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
  const check = useUrlTokensCheck(currencies);
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const unusable = useUnusableTokens(currencyIds).filter(
    (token): token is UnusableToken => token !== null,
  );
  // One dialog at a time: the warning waits while another dialog (e.g. the wallet's) is open.
  const openModal = useAtomValue(openModalAtom);
  const unlisted = check.status === 'unknown' ? check.tokens : [];
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
