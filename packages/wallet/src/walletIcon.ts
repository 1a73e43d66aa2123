// Icons arrive from any page script or extension, so only inline images are accepted: no remote
// URLs (tracking, mixed content) and no `javascript:` or other schemes.
const DATA_IMAGE_URI = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*,[^\s"'<>\\`]*$/i;

/** Enough for a detailed SVG or a 96 px PNG; larger icons are refused rather than rendered. */
export const MAX_WALLET_ICON_LENGTH = 200_000;

/** The icon when it is a well-formed `data:image/` URI within the size limit, else undefined. */
export function sanitizeWalletIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > MAX_WALLET_ICON_LENGTH) return undefined;
  return DATA_IMAGE_URI.test(icon) ? icon : undefined;
}
