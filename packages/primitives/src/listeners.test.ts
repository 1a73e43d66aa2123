import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners';

describe('createListeners', () => {
  it('notifies subscribers in order with the arguments, until they unsubscribe', () => {
    const listeners = createListeners<[number]>();
    const calls: string[] = [];
    const stopA = listeners.subscribe((n) => calls.push(`a${n}`));
    listeners.subscribe((n) => calls.push(`b${n}`));
    listeners.notify(1);
    stopA();
    stopA();
    listeners.notify(2);
    expect(calls).toEqual(['a1', 'b1', 'b2']);
    expect(listeners.size).toBe(1);
  });

  it('counts the same function subscribed twice as two subscriptions', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    const stop = listeners.subscribe(listener);
    listeners.subscribe(listener);
    listeners.notify();
    stop();
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('calls the listeners subscribed when a notification starts', () => {
    const listeners = createListeners();
    const late = vi.fn();
    let stopSecond = () => {};
    listeners.subscribe(() => {
      listeners.subscribe(late);
      stopSecond();
    });
    const second = vi.fn();
    stopSecond = listeners.subscribe(second);
    listeners.notify();
    // `second` was unsubscribed during the notification but had been counted in; `late` was not.
    expect(second).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });

  it('lets a throwing listener stop the notification without onError', () => {
    const listeners = createListeners();
    const after = vi.fn();
    listeners.subscribe(() => {
      throw new Error('boom');
    });
    listeners.subscribe(after);
    expect(() => listeners.notify()).toThrow('boom');
    expect(after).not.toHaveBeenCalled();
  });

  it('reports a throwing listener to onError and still runs the others', () => {
    const onError = vi.fn();
    const listeners = createListeners(onError);
    const after = vi.fn();
    const boom = new Error('boom');
    listeners.subscribe(() => {
      throw boom;
    });
    listeners.subscribe(after);
    listeners.notify();
    expect(onError).toHaveBeenCalledWith(boom);
    expect(after).toHaveBeenCalledOnce();
  });

  it('forgets everyone on clear', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    listeners.subscribe(listener);
    listeners.clear();
    listeners.notify();
    expect(listener).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
