// What a write's dialog shows, shared by the write path that moves it (@dex/write) and the dialog
// that renders it (@dex/ui-kit): a message of the app's own kind (a translation key, a text).

/** What a write's dialog shows; null while it is closed (or back at its form). */
export type WriteDialogState<Message> =
  | { readonly status: 'waiting'; readonly summary: string }
  | { readonly status: 'submitted'; readonly hash: string; readonly explorerUrl?: string }
  | { readonly status: 'error'; readonly message: Message };
