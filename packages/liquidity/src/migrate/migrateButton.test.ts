import { ApprovalState } from '@dex/approvals';
import { describe, expect, it } from 'vitest';
import { migrateButton, migrateStatusOf } from './migrateButton';

describe('migrateButton', () => {
  it('enables Migrate only when connected, planned, approved and not yet done', () => {
    const ready = {
      connected: true,
      block: null,
      approval: ApprovalState.APPROVED,
      status: 'ready',
    } as const;
    expect(migrateButton(ready)).toEqual({ status: 'ready', disabled: false });
    expect(migrateButton({ ...ready, connected: false })).toEqual({ kind: 'connect' });
    expect(migrateButton({ ...ready, approval: ApprovalState.NOT_APPROVED })).toMatchObject({
      disabled: true,
    });
    expect(migrateButton({ ...ready, block: 'invalidRange' })).toMatchObject({ disabled: true });
    expect(migrateButton({ ...ready, block: 'missingAmounts' })).toMatchObject({ disabled: true });
    expect(migrateButton({ ...ready, block: undefined })).toMatchObject({ disabled: true });
    expect(migrateButton({ ...ready, status: 'migrating' })).toEqual({
      status: 'migrating',
      disabled: true,
    });
    expect(migrateButton({ ...ready, status: 'success', block: 'missingAmounts' })).toEqual({
      status: 'success',
      disabled: true,
    });
  });
});

describe('migrateStatusOf', () => {
  it('reads the followed migration as migrating until mined, success once mined, else ready', () => {
    expect(migrateStatusOf('collecting')).toBe('migrating');
    expect(migrateStatusOf('collected')).toBe('success');
    expect(migrateStatusOf('idle')).toBe('ready');
  });
});
