import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Column, Row } from './Layout';

describe('layout and display primitives', () => {
  it('Row and Column lay out children with flexbox and spacing from tokens', () => {
    render(
      <Column gap="md" aria-label="column" role="group">
        <Row
          gap={{ base: 'sm', md: 'lg' }}
          justifyContent="space-between"
          role="group"
          aria-label="row"
        >
          <span>left</span>
          <span>right</span>
        </Row>
      </Column>,
    );
    const row = screen.getByRole('group', { name: 'row' });
    const column = screen.getByRole('group', { name: 'column' });
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(column).flexDirection).toBe('column');
    expect(row.className).not.toBe(column.className);
  });

  it('Text renders the requested element and untrusted strings as plain text', () => {
    const hostile = '<b>not bold</b>';
    render(
      <Text as="h1" variant="display">
        {hostile}
      </Text>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(hostile);
    expect(heading.querySelector('b')).toBeNull();
  });

  it('Card and Badge render their content with variant classes', () => {
    render(
      <Card variant="error">
        <Badge tone="success">Executed</Badge>
        <Badge tone="danger">Defeated</Badge>
      </Card>,
    );
    expect(screen.getByText('Executed').className).not.toBe(screen.getByText('Defeated').className);
  });
});
