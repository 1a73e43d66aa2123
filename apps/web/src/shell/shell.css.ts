// The page-wide styles of this app; the frame's own styles are ui-kit's (AppShell.css.ts).
import { vars } from '@dex/ui-kit';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  colorScheme: 'light dark',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Keyboard users always see where they are.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.colors.focusRing}`,
  outlineOffset: '2px',
});
