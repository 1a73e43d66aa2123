// Spec 001 §5 "V3 removal": what the Remove button says, in the spec's priority.

export type RemoveButton =
  | 'connect'
  | 'not-manager'
  | 'inactive'
  | 'enter-percent'
  | 'loading'
  | 'remove';

export interface RemoveButtonInput {
  readonly connected: boolean;
  /** The connected account is known not to own or operate the position. */
  readonly notManager?: boolean;
  readonly closed: boolean;
  readonly percent: number;
  readonly ready: boolean;
}

/**
 * In priority: Connect Wallet; disabled with a notice for an account that is neither the owner
 * nor the approved operator (the removal could only fail); Inactive for a removed position;
 * 'Enter a percent' at 0 %; disabled while the values are missing; else Remove.
 * @spec 001 §5.8 V3 removal
 */
export function removeButton(state: RemoveButtonInput): RemoveButton {
  if (!state.connected) return 'connect';
  if (state.notManager) return 'not-manager';
  if (state.closed) return 'inactive';
  if (state.percent === 0) return 'enter-percent';
  return state.ready ? 'remove' : 'loading';
}
