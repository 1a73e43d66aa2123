// Plain token values. The theme contract (theme.css.ts) turns them into CSS variables; keeping
// them as data lets tests check that light and dark are complete and readable.

const fonts = {
  body: "Inter, 'Inter var', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
};

const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '36px',
};

const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
};

const lineHeights = {
  tight: '1.2',
  normal: '1.5',
};

const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
};

const radii = {
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '20px',
  pill: '9999px',
};

export type ColorTokens = {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textSecondary: string;
  textTertiary: string;
  textOnAccent: string;
  accent: string;
  accentHover: string;
  accentSoft: string;
  accentSoftText: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  neutral: string;
  neutralSoft: string;
  overlay: string;
  focusRing: string;
  tooltipBackground: string;
  tooltipText: string;
  disabled: string;
  disabledText: string;
};

const lightColors: ColorTokens = {
  background: '#f7f8fa',
  surface: '#ffffff',
  surfaceRaised: '#f7f8fa',
  surfaceHover: '#edeef2',
  border: '#edeef2',
  borderStrong: '#ced0d9',
  text: '#000000',
  textSecondary: '#565a69',
  textTertiary: '#656b7c',
  textOnAccent: '#ffffff',
  accent: '#e8006f',
  accentHover: '#cf0063',
  accentSoft: '#fdeaf1',
  accentSoftText: '#d50066',
  success: '#007d35',
  successSoft: '#e3f6ea',
  warning: '#b45309',
  warningSoft: '#fff4e5',
  danger: '#c81d1d',
  dangerSoft: '#fdecec',
  info: '#1b63c6',
  infoSoft: '#e8f1fd',
  neutral: '#565a69',
  neutralSoft: '#edeef2',
  overlay: 'rgba(0, 0, 0, 0.3)',
  focusRing: '#2172e5',
  tooltipBackground: '#ffffff',
  tooltipText: '#000000',
  disabled: '#edeef2',
  disabledText: '#61677a',
};

const darkColors: ColorTokens = {
  background: '#191b1f',
  surface: '#212429',
  surfaceRaised: '#2c2f36',
  surfaceHover: '#40444f',
  border: '#2c2f36',
  borderStrong: '#565a69',
  text: '#ffffff',
  textSecondary: '#c3c5cb',
  textTertiary: '#8f96ac',
  textOnAccent: '#ffffff',
  accent: '#2172e5',
  accentHover: '#1a5fc4',
  accentSoft: '#153d6f',
  accentSoftText: '#7eb0f5',
  success: '#3ec97a',
  successSoft: '#173d28',
  warning: '#f3b71e',
  warningSoft: '#3d3215',
  danger: '#ff6b6b',
  dangerSoft: '#4a1f1f',
  info: '#6ea6f7',
  infoSoft: '#1a2f4d',
  neutral: '#c3c5cb',
  neutralSoft: '#2c2f36',
  overlay: 'rgba(0, 0, 0, 0.6)',
  focusRing: '#6ea6f7',
  tooltipBackground: '#2c2f36',
  tooltipText: '#ffffff',
  disabled: '#2c2f36',
  disabledText: '#8f96ac',
};

const lightShadows = {
  card: '0 1px 2px rgba(0, 0, 0, 0.04), 0 4px 12px rgba(0, 0, 0, 0.04)',
  popover: '0 4px 16px rgba(0, 0, 0, 0.12)',
  modal: '0 8px 32px rgba(0, 0, 0, 0.16)',
};

const darkShadows = {
  card: '0 1px 2px rgba(0, 0, 0, 0.3), 0 4px 12px rgba(0, 0, 0, 0.3)',
  popover: '0 4px 16px rgba(0, 0, 0, 0.5)',
  modal: '0 8px 32px rgba(0, 0, 0, 0.6)',
};

const shared = { fonts, fontSizes, fontWeights, lineHeights, space, radii };

export type ThemeTokens = typeof shared & {
  colors: ColorTokens;
  shadows: typeof lightShadows;
};

export const lightTokens: ThemeTokens = { ...shared, colors: lightColors, shadows: lightShadows };
export const darkTokens: ThemeTokens = { ...shared, colors: darkColors, shadows: darkShadows };

export type ThemeName = 'light' | 'dark';

export const themeTokens: Record<ThemeName, ThemeTokens> = { light: lightTokens, dark: darkTokens };
