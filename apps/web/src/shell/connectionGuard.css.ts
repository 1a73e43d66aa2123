import { vars } from '@dex/ui-kit';
import { style } from '@vanilla-extract/css';

/** Where the page would be: the spinner or the message, centred in the content area. */
export const guard = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '20rem',
  padding: vars.space.lg,
  textAlign: 'center',
});
