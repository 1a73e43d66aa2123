import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** A view fills the Modal's height and scrolls its own list inside it. */
export const viewBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  gap: vars.space.md,
  padding: vars.space.lg,
});

/** "← Back", the title and "×" on one line (the back slot keeps its place when empty). */
export const viewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});
