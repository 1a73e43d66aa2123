// Cloudflare's gateway shape: 50 blocks, "Exceeded max range limit for eth_getLogs: 50".
import { test } from '../src/fixtures';
import { voteShowsEveryProposal } from './unfamiliar-endpoint.testing';

const ENDPOINT = 'cloudflare';
test.use({ endpoint: ENDPOINT });
voteShowsEveryProposal(ENDPOINT);
