import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The spec's dialog heights (§2), in viewport heights on every screen size. */
export const TOKEN_SELECT_MAX_HEIGHT = '80vh';
export const TOKEN_SELECT_MIN_HEIGHT = '80vh';
export const TOKEN_SELECT_IMPORT_MIN_HEIGHT = '40vh';

// The bounds sit on the Modal itself (given as its className), so on a phone the sheet's drag
// handle counts too: the whole dialog is 80vh, not 80vh plus the handle. The attribute selector
// outranks the Modal's own 90vh cap whatever order the style sheets load in.
/** Spec §2: the search and manage views are exactly 80vh tall. */
export const modalHeight = style({
  selectors: {
    '&[role="dialog"]': { minHeight: TOKEN_SELECT_MIN_HEIGHT, maxHeight: TOKEN_SELECT_MAX_HEIGHT },
  },
});

/** Spec §2: the import views are at least 40vh tall, at most 80vh. */
export const importModalHeight = style({
  selectors: {
    '&[role="dialog"]': {
      minHeight: TOKEN_SELECT_IMPORT_MIN_HEIGHT,
      maxHeight: TOKEN_SELECT_MAX_HEIGHT,
    },
  },
});

// The search view lays out like the ViewDialog views beside it (manage, import).
export { viewBody as dialog, viewHeader as header } from '../ViewDialog/ViewDialog.css';

export const search = style({
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSizes.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
  },
});

export const bases = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const listViewport = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  position: 'relative',
});

export const row = style({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colors.surfaceHover },
    '&[data-active="true"]': { background: vars.colors.surfaceHover },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: '1 1 auto',
});

export const clip = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
});

export const importPill = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.accent,
  color: vars.colors.textOnAccent,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceHover,
});

export const tab = style({
  flex: '1 1 0',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.colors.textSecondary,
  font: 'inherit',
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.colors.surface, color: vars.colors.text },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
  },
});

export const scrollArea = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const listCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  selectors: { '&[data-enabled="true"]': { borderColor: vars.colors.accent } },
});

export const grow = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const warningBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.warningSoft,
  color: vars.colors.text,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  gap: vars.space.xs,
});

export const checkboxLabel = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  cursor: 'pointer',
});
