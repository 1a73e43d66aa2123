import { style } from '@vanilla-extract/css';
import { mobileMediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.colors.surfaceHover } },
});

export const triggerUnsupported = style({
  background: vars.colors.warningSoft,
  color: vars.colors.text,
});

// On phones the button shows the logo alone; its accessible name still says the network.
export const triggerName = style({
  whiteSpace: 'nowrap',
  '@media': { [mobileMediaQuery]: { display: 'none' } },
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '240px',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  // On phones the selector sits mid-header: the list spans the screen below it instead of hanging
  // off its left edge (top: auto keeps it right under the button).
  '@media': {
    [mobileMediaQuery]: {
      position: 'fixed',
      top: 'auto',
      left: vars.space.md,
      right: vars.space.md,
      width: 'auto',
      marginTop: vars.space.sm,
    },
  },
  padding: vars.space.sm,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.popover,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  border: 'none',
  background: 'none',
  color: vars.colors.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSizes.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.colors.surfaceHover },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.colors.textSecondary },
  },
});

export const optionName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const optionNote = style({
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.xs,
});

export const check = style({ color: vars.colors.accent });

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSizes.sm,
  overflowWrap: 'anywhere',
});

export const errorMessage = style([
  message,
  { background: vars.colors.dangerSoft, color: vars.colors.text },
]);

export const noteMessage = style([
  message,
  { background: vars.colors.warningSoft, color: vars.colors.text },
]);

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
