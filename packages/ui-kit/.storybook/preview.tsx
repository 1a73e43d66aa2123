import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme, lightTheme, vars } from '../src/theme/theme.css';

// Portals (modals, tooltips) render into <body>, outside the story's wrapper, so the theme is
// also set on <html> where the global [data-theme] rules pick it up.
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.body.style.background = vars.colors.background;
  }, [theme]);
  return (
    <div
      data-theme={theme}
      className={theme === 'dark' ? darkTheme : lightTheme}
      style={{
        padding: 24,
        minHeight: '100%',
        background: vars.colors.background,
        color: vars.colors.text,
        fontFamily: vars.fonts.body,
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
