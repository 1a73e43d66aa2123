import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const backButton = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.accentSoftText,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
});

export const optionList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    boxSizing: 'border-box',
    width: '100%',
    padding: vars.space.lg,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    background: vars.colors.surfaceRaised,
    color: vars.colors.text,
    fontFamily: vars.fonts.body,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { borderColor: vars.colors.accent },
      '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    active: {
      true: { borderColor: vars.colors.accent },
      false: {},
    },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const optionName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
});

export const activeDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.colors.success,
});

export const optionDescription = style({
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textSecondary,
});

export const icon = recipe({
  base: { flexShrink: 0, objectFit: 'contain' },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '24px', height: '24px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const accountCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.xl,
});

export const spread = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const accountName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.xl,
  fontWeight: vars.fontWeights.medium,
  overflowWrap: 'anywhere',
});

export const pendingBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    color: vars.colors.text,
  },
  variants: {
    error: {
      true: {
        borderColor: vars.colors.danger,
        color: vars.colors.danger,
        justifyContent: 'space-between',
      },
      false: {},
    },
  },
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
});
