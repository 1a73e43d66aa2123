// The clickjacking guard where headers cannot be set. frame-ancestors and X-Frame-Options exist only
// as response headers (a meta-tag policy cannot carry them), so a build served from IPFS or a plain
// bucket would otherwise run inside any site's frame. main.tsx imports this module first: inside a
// frame it throws while the entry is evaluated, so no other module of the app runs and nothing is
// drawn for a framing page to overlay, the same outcome as frame-ancestors 'none'.

/** A window as far as the guard looks at it: its top-level window and itself. */
export interface FrameView {
  readonly top: unknown;
  readonly self: unknown;
}

/** Whether `view` is shown inside a frame (a cross-origin parent included). */
export function isFramed(view: FrameView): boolean {
  try {
    return view.top !== view.self;
  } catch {
    // Comparing window proxies never throws in today's browsers; if one ever does, assume a frame.
    return true;
  }
}

export class FramedPageError extends Error {
  override readonly name = 'FramedPageError';
  constructor() {
    super('Refusing to run inside a frame: open the app in its own tab.');
  }
}

/** Throws FramedPageError when `view` is framed. */
export function refuseFraming(view: FrameView): void {
  if (isFramed(view)) throw new FramedPageError();
}
