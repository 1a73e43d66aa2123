import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const logo = style({
  flex: '0 0 auto',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.colors.surfaceHover,
});

export const placeholder = style([
  logo,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.colors.textSecondary,
    fontWeight: vars.fontWeights.semibold,
    border: `1px solid ${vars.colors.border}`,
  },
]);
