import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const anchor = style({
  display: 'inline-flex',
});

export const panel = recipe({
  base: {
    position: 'fixed',
    zIndex: 1070,
    maxWidth: 'min(320px, calc(100vw - 16px))',
    boxSizing: 'border-box',
    padding: vars.space.md,
    borderRadius: vars.radii.md,
    border: `1px solid ${vars.colors.border}`,
    background: vars.colors.tooltipBackground,
    color: vars.colors.tooltipText,
    boxShadow: vars.shadows.popover,
    fontFamily: vars.fonts.body,
    fontSize: vars.fontSizes.sm,
    lineHeight: vars.lineHeights.normal,
  },
  variants: {
    placement: {
      top: { transform: 'translate(-50%, -100%)' },
      bottom: { transform: 'translate(-50%, 0)' },
    },
  },
});
