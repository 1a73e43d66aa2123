// Alchemy's free-tier shape: 10 blocks, the refusal names a range that would work, in hex.
import { test } from '../src/fixtures';
import { voteShowsEveryProposal } from './unfamiliar-endpoint.testing';

const ENDPOINT = 'alchemy-free';
test.use({ endpoint: ENDPOINT });
voteShowsEveryProposal(ENDPOINT);
