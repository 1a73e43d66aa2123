// The app frame's styles: page, skip link, header, menu, block indicator, popups, blocked screen.
import { keyframes, style } from '@vanilla-extract/css';
// The frame's classes restyle these primitives (the badge, the claim button, the balance text, the
// nav, menu and block links): their styles load first, so these win wherever the bundle puts them.
import '../Badge/Badge.css';
import '../Button/Button.css';
import '../ExternalLink/ExternalLink.css';
import '../Text/Text.css';
import { mobileMediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.colors.surface,
  color: vars.colors.text,
  borderRadius: vars.radii.sm,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  // Room for the bottom navigation bar on small screens.
  '@media': { [mobileMediaQuery]: { paddingBottom: '96px' } },
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [mobileMediaQuery]: { gridTemplateColumns: 'auto 1fr', padding: vars.space.md },
  },
});

export const logo = style({
  display: 'inline-flex',
  color: vars.colors.accent,
  borderRadius: vars.radii.sm,
});

export const nav = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [mobileMediaQuery]: {
      position: 'fixed',
      bottom: 0,
      left: 0,
      right: 0,
      zIndex: 10,
      justifyContent: 'space-around',
      padding: vars.space.sm,
      background: vars.colors.surface,
      borderTop: `1px solid ${vars.colors.border}`,
    },
  },
});

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&[aria-current="page"]': {
      color: vars.colors.text,
      fontWeight: vars.fontWeights.semibold,
      background: vars.colors.surfaceHover,
    },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  minWidth: 0,
});

export const balance = style({
  whiteSpace: 'nowrap',
  paddingLeft: vars.space.md,
  '@media': { [mobileMediaQuery]: { display: 'none' } },
});

/** On phones the menu's "Claim UNI" item stands in for it, leaving room for the account. */
export const claimButton = style({
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 499.98px)': { display: 'none' } },
});

export const networkBadge = style({
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 499.98px)': { display: 'none' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.colors.surfaceHover } },
});

export const menuRoot = style({ position: 'relative' });

export const menuList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '196px',
  padding: vars.space.sm,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.popover,
  // With the language list it can be taller than a phone's screen: it scrolls inside (HeaderMenu
  // sets the height left below it; this is the bound until then).
  maxHeight: 'calc(100dvh - 96px)',
  overflowY: 'auto',
});

/** The heading of a group of choices in the menu (e.g. "Language"). */
export const menuGroupLabel = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  marginTop: vars.space.xs,
  borderTop: `1px solid ${vars.colors.border}`,
  color: vars.colors.textTertiary,
  fontSize: vars.fontSizes.sm,
});

export const menuItem = style({
  display: 'flex',
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: 'none',
  background: 'none',
  color: vars.colors.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSizes.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { color: vars.colors.text, background: vars.colors.surfaceHover },
  },
});

// Shown only above the medium breakpoint (hidden at 960 px and below).
export const blockIndicator = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colors.success,
  fontSize: vars.fontSizes.xs,
  textDecoration: 'none',
  // Full colour: small text dimmed with opacity fell below the 4.5:1 contrast minimum.
  '@media': { 'screen and (min-width: 960.02px)': { display: 'flex' } },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(1.8)', opacity: 0.4 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

/** The node is not answering: the last block is shown in the warning colour. */
export const blockIndicatorStale = style({ color: vars.colors.warning });

export const blockDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radii.pill,
  background: vars.colors.success,
  selectors: { [`${blockIndicatorStale} &`]: { background: vars.colors.warning } },
});

export const blockDotPulsing = style({
  animation: `${pulse} 1s ease-in-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const popupRegion = style({
  position: 'fixed',
  zIndex: 30,
  top: '80px',
  right: vars.space.lg,
  width: '320px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: '400px',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // A horizontal strip on small screens.
  '@media': {
    [mobileMediaQuery]: {
      top: 'auto',
      bottom: '72px',
      left: vars.space.sm,
      right: vars.space.sm,
      width: 'auto',
      maxWidth: 'none',
      flexDirection: 'row',
      overflowX: 'auto',
      overflowY: 'hidden',
    },
  },
  selectors: { '&:empty': { display: 'none' } },
});

export const popup = style({
  position: 'relative',
  flex: '0 0 auto',
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingRight: vars.space.xxl,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.popover,
  '@media': { [mobileMediaQuery]: { width: '280px' } },
});

export const popupClose = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '28px',
  height: '28px',
});

export const blocked = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  margin: 0,
});

/** Where the page would be (the connection guard's spinner or message), centred in the content area. */
export const guard = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '20rem',
  padding: vars.space.lg,
  textAlign: 'center',
});
