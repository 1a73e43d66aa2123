// The optional recipient of a swap: "+ Add a send (optional)", then the address-or-name field with
// "- Remove send"; the resolved address is shown under a name (@dex/swap's recipientNote).
import { recipientNote, typedRecipientText } from '@dex/swap';
import { SwapRecipientField } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { dispatchSwapAtom, recipientStateAtom, swapStateAtom } from './swapAtoms';

export function RecipientField() {
  const { t } = useTranslation();
  const recipient = useAtomValue(swapStateAtom).recipient;
  const resolved = useAtomValue(recipientStateAtom);
  const dispatch = useSetAtom(dispatchSwapAtom);
  const note = recipient === null ? null : recipientNote(recipient, resolved);
  return (
    <SwapRecipientField
      recipient={recipient}
      onChange={(value) =>
        dispatch({
          type: 'setRecipient',
          recipient: value === null ? null : typedRecipientText(value),
        })
      }
      // Spec §5: an error shows when the text is non-empty, not loading and unresolved.
      invalid={resolved?.status === 'invalid'}
      note={
        note?.kind === 'address'
          ? { text: t('swap.recipientResolved', { address: note.address }), title: note.address }
          : note?.kind === 'name'
            ? { text: note.name }
            : null
      }
      labels={{
        add: t('swap.addRecipient'),
        recipient: t('swap.recipient'),
        placeholder: t('swap.recipientPlaceholder'),
        remove: t('swap.removeRecipient'),
      }}
    />
  );
}
