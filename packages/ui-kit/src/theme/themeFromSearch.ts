// @spec 000 §2.8 Query parameter theme (light or dark
/** `?theme=light|dark` (any case) picks the colour mode; anything else is ignored. */
export function themeFromSearch(search: string): 'light' | 'dark' | null {
  const value = new URLSearchParams(search).get('theme')?.toLowerCase();
  return value === 'light' || value === 'dark' ? value : null;
}
