// The optional recipient of a swap: "+ Add a send (optional)", then the address-or-name field with
// "- Remove send"; the resolved address is shown under a name.
import { AddressInput, Button, Text } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { dispatchSwapAtom, recipientStateAtom, swapStateAtom } from './swapAtoms';

export function RecipientField() {
  const { t } = useTranslation();
  const recipient = useAtomValue(swapStateAtom).recipient;
  const resolved = useAtomValue(recipientStateAtom);
  const dispatch = useSetAtom(dispatchSwapAtom);
  const setRecipient = (value: string | null) =>
    dispatch({ type: 'setRecipient', recipient: value });
  if (recipient === null) {
    return (
      <Button variant="text" size="sm" onClick={() => setRecipient('')}>
        {t('swap.addRecipient')}
      </Button>
    );
  }
  return (
    <>
      <AddressInput
        label={t('swap.recipient')}
        placeholder={t('swap.recipientPlaceholder')}
        value={recipient}
        // Spec §5: whitespace is stripped as typed.
        onChange={(value) => setRecipient(value.replace(/\s+/g, ''))}
        // Spec §5: an error shows when the text is non-empty, not loading and unresolved.
        invalid={resolved?.status === 'invalid'}
        accessory={
          <Button variant="text" size="sm" onClick={() => setRecipient(null)}>
            {t('swap.removeRecipient')}
          </Button>
        }
      />
      {resolved?.status === 'valid' &&
      resolved.address.toLowerCase() !== recipient.toLowerCase() ? (
        <Text variant="small" tone="secondary" title={resolved.address}>
          {t('swap.recipientResolved', { address: resolved.address })}
        </Text>
      ) : resolved?.status === 'valid' && resolved.name ? (
        // A typed address with a verified primary name (a reverse record that resolves back).
        <Text variant="small" tone="secondary">
          {resolved.name}
        </Text>
      ) : null}
    </>
  );
}
