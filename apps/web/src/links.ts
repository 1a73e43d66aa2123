// External destinations of the header and its menu. No tracking parameters are added.
export const EXTERNAL_LINKS = {
  charts: 'https://info.uniswap.org/',
  about: 'https://uniswap.org/',
  docs: 'https://docs.uniswap.org/',
  code: 'https://github.com/Uniswap',
  discord: 'https://discord.com/invite/uniswap',
  analytics: 'https://info.uniswap.org/',
} as const;
