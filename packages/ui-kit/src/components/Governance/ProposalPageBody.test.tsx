import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail } from './fixtures.testing';
import { ProposalPageBody } from './ProposalPageBody';

describe('ProposalPageBody', () => {
  it('shows the proposal once it is read', () => {
    render(<ProposalPageBody status="ready" {...detail} />);
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All Proposals' })).toBeInTheDocument();
  });

  it('shows the way back and a status while the proposal loads', () => {
    render(
      <ProposalPageBody status="loading" back={detail.back} loadingLabel="Loading proposal…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading proposal…');
    expect(screen.getByRole('link', { name: '← All Proposals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says why there is no proposal', () => {
    render(<ProposalPageBody status="missing" back={detail.back} message="Proposal not found." />);
    expect(screen.getByText('Proposal not found.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
