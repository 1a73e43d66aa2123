import type { Meta, StoryObj } from '@storybook/react-vite';
import { Markdown } from './Markdown';

const meta = { title: 'Governance/Markdown', component: Markdown } satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Proposal: Story = {
  args: {
    source:
      '# Uniswap Ecosystem Grants Program\n\nA **pilot** for community grants.\n\n## Terms\n\n- 2 quarters\n- $750K quarterly cap\n\nRead the [forum post](https://gov.uniswap.org).',
  },
};
export const Hostile: Story = {
  args: {
    source:
      '# <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1))',
  },
};
/** A text longer than `maxLength` (MARKDOWN_MAX_LENGTH by default) ends in "…" and the note. */
export const Truncated: Story = {
  args: {
    source: `# A very long proposal\n\n${'Every paragraph repeats itself. '.repeat(20)}`,
    maxLength: 160,
    truncatedNote: 'Only the first 160 characters of this description are shown.',
  },
};
