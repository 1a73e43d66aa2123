// A write's dialog state (@dex/primitives' WriteDialogState, moved by @dex/write) as the
// transaction dialog shows it: the waiting summary as its description, the explorer link once
// submitted, and the error in the user's words.
import type { WriteDialogState } from '@dex/primitives';
import type { TransactionDialogState } from './TransactionDialog';

/** `state` as TransactionDialog's state, `messageText` giving an error message's text. */
export function transactionDialogStateOf<Message>(
  state: WriteDialogState<Message>,
  messageText: (message: Message) => string,
): TransactionDialogState {
  switch (state.status) {
    case 'waiting':
      return { status: 'waiting', description: state.summary };
    case 'submitted':
      return {
        status: 'submitted',
        ...(state.explorerUrl ? { explorerUrl: state.explorerUrl } : {}),
      };
    case 'error':
      return { status: 'error', message: messageText(state.message) };
  }
}
