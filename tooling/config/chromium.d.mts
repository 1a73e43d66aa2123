/** The flags our tests start Debian's Chromium with (no sandbox, GPU or background networking). */
export declare const CHROMIUM_ARGS: readonly string[];
