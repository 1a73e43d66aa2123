import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export {
  actions,
  factLabel,
  factRow,
  facts,
  factValue,
  header,
  itemCard as pairCard,
  list,
  listPage as page,
  wrapText,
} from '../Shared/Shared.css';

export const textLink = style({
  color: vars.colors.accentSoftText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const blockLine = style({ display: 'block' });
