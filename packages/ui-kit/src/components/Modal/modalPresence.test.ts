import { describe, expect, it } from 'vitest';
import { countingModalPresence } from './modalPresence';

describe('countingModalPresence', () => {
  it('counts each opened modal until it closes, a close said twice only once', () => {
    let open = 0;
    const presence = countingModalPresence((delta) => {
      open += delta;
    });
    const closeFirst = presence.opened();
    const closeSecond = presence.opened();
    expect(open).toBe(2);
    closeFirst();
    closeFirst();
    expect(open).toBe(1);
    closeSecond();
    expect(open).toBe(0);
  });
});
