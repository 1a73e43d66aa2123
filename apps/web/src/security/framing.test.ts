import { describe, expect, it } from 'vitest';
import { FramedPageError, isFramed, refuseFraming } from './framing';

describe('the frame guard', () => {
  it('lets a top-level page run', () => {
    const page = {} as Window;
    const view = { top: page, self: page };
    expect(isFramed(view)).toBe(false);
    expect(() => refuseFraming(view)).not.toThrow();
  });

  it('stops a page inside another page, and one whose parent cannot even be compared', () => {
    const framed = { top: {} as Window, self: {} as Window };
    expect(isFramed(framed)).toBe(true);
    expect(() => refuseFraming(framed)).toThrow(FramedPageError);
    const hostile = {
      get top(): Window {
        throw new Error('blocked');
      },
      self: {} as Window,
    };
    expect(isFramed(hostile)).toBe(true);
  });
});
