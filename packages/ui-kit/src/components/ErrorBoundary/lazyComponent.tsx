// Code a page does not need before an interaction (other routes, dialogs) loads on demand.
// `lazyComponent` is React.lazy plus a way to retry: React.lazy keeps a failed download's error
// for good (a flaky network, a deploy that replaced the files), so an error boundary's Try again
// calls `retryLoad(error)` first, and the next render downloads anew.
import { type ComponentType, type JSX, lazy } from 'react';

/** Failed downloads by the error they threw, each with the way to try it again. */
const retries = new WeakMap<object, () => void>();

/** If `error` is a lazy component's failed download, the next render of it downloads again. */
export function retryLoad(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  retries.get(error)?.();
  retries.delete(error);
}

/** A component downloaded by `load` when it first renders (inside a Suspense boundary). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  const create = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          const failed = error instanceof Object ? error : new Error(String(error));
          retries.set(failed, () => {
            current = create();
          });
          throw failed;
        },
      ),
    );
  let current = create();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk at module level, like React.lazy
  return function Lazy(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  };
}
