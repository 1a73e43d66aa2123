// A neutral wallet glyph for connectors that bring no icon of their own.
export const genericWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="6" width="20" height="14" rx="3" fill="#8f96ac"/><rect x="14" y="11" width="8" height="4" rx="2" fill="#fff"/></svg>',
)}`;
