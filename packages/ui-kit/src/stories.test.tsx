/// <reference types="vite/client" />
// Every story renders (designers review each dialog state in Storybook, so a broken story is a
// broken review), and untrusted text in stories never turns into live markup.
import { cleanup, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

interface StoryLike {
  readonly args?: Record<string, unknown>;
  readonly render?: (args: Record<string, unknown>) => ReactElement;
}
interface MetaLike extends StoryLike {
  readonly component?: ComponentType<Record<string, unknown>>;
}

const modules = import.meta.glob<Record<string, unknown>>('./components/**/*.stories.tsx', {
  eager: true,
});

/** Runs a story the way Storybook does: its render function (which may use hooks) or the component. */
function StoryRenderer({ meta, story }: { meta: MetaLike; story: StoryLike }) {
  const args = { ...meta.args, ...story.args };
  const draw = story.render ?? meta.render;
  if (draw) return draw(args);
  const Component = meta.component;
  return Component ? <Component {...args} /> : null;
}

afterEach(() => cleanup());

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const meta = module.default as MetaLike;
  const stories = Object.entries(module).filter(([name]) => name !== 'default') as [
    string,
    StoryLike,
  ][];

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(
      meta.component ?? meta.render ?? stories.every(([, story]) => story.render),
    ).toBeTruthy();
  });

  it.each(stories)('renders %s', (_name, story) => {
    render(<StoryRenderer meta={meta} story={story} />);
    // Hostile names and descriptions in stories stay text.
    expect(document.body.querySelector('script, img[onerror], [onload]')).toBeNull();
  });
});
