import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  const entries = Object.entries(tokens).map(([key, value]) => [
    key,
    typeof value === 'string' ? null : toContract(value as object),
  ]);
  return Object.fromEntries(entries) as Contract<T>;
}

/** CSS variable references for every token, e.g. `vars.colors.accent`. */
export const vars = createThemeContract(toContract<ThemeTokens>(lightTokens));

/** Class names that scope a theme to a subtree. */
export const lightTheme = createTheme(vars, lightTokens);
export const darkTheme = createTheme(vars, darkTokens);

// Document-wide defaults: light on :root, dark when the app sets data-theme="dark" on <html>.
createGlobalTheme(':root, [data-theme="light"]', vars, lightTokens);
createGlobalTheme('[data-theme="dark"]', vars, darkTokens);
