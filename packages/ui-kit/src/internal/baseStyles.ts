import { vars } from '../theme/theme.css';

/** A list without bullets or indent, its items stacked with a small gap. */
export const plainColumnList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
} as const;

/** A list without bullets or indent, its items stacked with the gap between cards. */
export const cardColumnList = { ...plainColumnList, gap: vars.space.sm } as const;

/** A text field without a box of its own: its container draws the border. */
export const bareField = {
  minWidth: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
} as const;
