import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Holds the page area while a route's chunk loads; the spinner sits where the page's card will be.
export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '240px',
  paddingTop: vars.space.xl,
  color: vars.colors.textTertiary,
});
