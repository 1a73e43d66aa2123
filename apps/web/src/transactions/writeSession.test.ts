import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { writeSession } from './writeSession';

describe('writeSession', () => {
  it('closes the dialog and says whether a write sent from the page was behind it, once', () => {
    const store = createStore();
    const session = writeSession();
    store.set(session.dialog, { status: 'waiting', summary: 'Add liquidity' });
    expect(store.set(session.dismiss)).toBe(false);
    expect(store.get(session.dialog)).toBeNull();

    store.set(session.dialog, { status: 'submitted', hash: '0xabc' });
    store.set(session.submitted, '0xabc');
    expect(store.set(session.dismiss)).toBe(true);
    expect(store.get(session.dialog)).toBeNull();
    // Forgotten: the next dismiss is a plain close.
    expect(store.set(session.dismiss)).toBe(false);
  });

  it('gives each page its own dialog', () => {
    const store = createStore();
    const add = writeSession();
    const remove = writeSession();
    store.set(add.dialog, { status: 'waiting', summary: 'Add' });
    expect(store.get(remove.dialog)).toBeNull();
  });
});
