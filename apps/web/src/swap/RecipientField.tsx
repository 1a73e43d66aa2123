// The optional recipient of a swap: "+ Add a send (optional)", then the address-or-name field with
// "- Remove send"; the resolved address is shown under a name (@dex/swap's recipientFieldView).
import { recipientFieldView, typedRecipientText } from '@dex/swap';
import { SwapRecipientField } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { dispatchSwapAtom, recipientStateAtom, swapStateAtom } from './swapAtoms';

export function RecipientField() {
  const { t } = useTranslation();
  const recipient = useAtomValue(swapStateAtom).recipient;
  const resolved = useAtomValue(recipientStateAtom);
  const dispatch = useSetAtom(dispatchSwapAtom);
  return (
    <SwapRecipientField
      {...recipientFieldView(t, recipient, resolved)}
      onChange={(value) =>
        dispatch({
          type: 'setRecipient',
          recipient: value === null ? null : typedRecipientText(value),
        })
      }
    />
  );
}
