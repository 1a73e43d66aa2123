import { createListeners, type Listeners } from '@dex/primitives';

/**
 * A minimal typed event emitter: one `@dex/primitives` listener set per event. `on` returns the
 * function that removes the listener.
 */
export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Listeners<[never]>>();

  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = createListeners<[never]>();
      this.listeners.set(event, set);
    }
    return set.subscribe(listener as (payload: never) => void);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    this.listeners.get(event)?.notify(payload as never);
  }

  clear(): void {
    this.listeners.clear();
  }
}
