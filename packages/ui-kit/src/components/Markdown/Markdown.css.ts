import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const markdown = style({
  color: vars.colors.text,
  fontSize: vars.fontSizes.md,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

globalStyle(`${markdown} pre`, {
  overflowX: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.colors.neutralSoft,
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
});

globalStyle(`${markdown} code`, { fontFamily: vars.fonts.mono });
globalStyle(`${markdown} h3, ${markdown} h4, ${markdown} h5, ${markdown} h6`, {
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});

export const truncatedNote = style({
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.sm,
  fontStyle: 'italic',
});
