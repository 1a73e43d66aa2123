// The migrate page's main button (spec 001 §4 migration, §5): 'Connect Wallet' without an
// account; then 'Migrate', disabled for an invalid range, missing amounts, an unapproved LP token
// or when already done; 'Migrating' until mined; 'Success!' after.
import { ApprovalState } from '@dex/approvals';
import type { CollectStatus } from '../view/collectStatus';
import type { MigrationPlan } from './plan';

/** Where the page's migration stands: ready to send, sent and not yet mined, or mined. */
export type MigrateStatus = 'ready' | 'migrating' | 'success';

/** Spec §4: the followed migration's status: 'Migrate' -> migrating (until mined) -> 'Success!'; ready again if it failed. */
export function migrateStatusOf(followed: CollectStatus): MigrateStatus {
  return followed === 'collecting' ? 'migrating' : followed === 'collected' ? 'success' : 'ready';
}

export interface MigrateButtonInput {
  readonly connected: boolean;
  /** Why the plan cannot be sent; undefined while the pair is unknown. */
  readonly block: MigrationPlan['block'] | undefined;
  readonly approval: ApprovalState;
  readonly status: MigrateStatus;
}

export type MigrateButton =
  | { readonly kind: 'connect' }
  | { readonly status: MigrateStatus; readonly disabled: boolean };

// @spec 001 §4.6 Migration
export function migrateButton(input: MigrateButtonInput): MigrateButton {
  if (!input.connected) return { kind: 'connect' };
  if (input.status !== 'ready') return { status: input.status, disabled: true };
  return {
    status: 'ready',
    disabled:
      input.block !== null ||
      input.block === undefined ||
      input.approval !== ApprovalState.APPROVED,
  };
}
