import { seededRandom as random } from '@dex-tooling/config/random';
import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_DESCRIPTIONS, fill } from '../bench/adversarialDescriptions';
import {
  MAX_TITLE_LENGTH,
  NO_DESCRIPTION,
  parseProposalDescription,
  UNTITLED,
} from './description';
import { type ProposalCreatedLog, toProposal } from './proposals';
import { ProposalStatus } from './status';

// The titles the hostile descriptions must give (no timing here: `pnpm bench` times them; a
// super-linear scan would make these tests time out).
const EXPECTED_TITLES: Record<string, string> = {
  'heading, then spaces before a last word': 'a…',
  'heading, then " #" pairs before a last word': `a${' #'.repeat(99)}…`,
  'heading, then spaces and a carriage return': 'Real title',
  'heading of unicode spaces': 'a…',
  // Only the last run of "#"s closes a heading.
  'heading of alternating spaces and "#"': `${'# '.repeat(99)}#…`,
  'heading of spaces and a closing "#" run': 'Second',
  'one 100 KB heading line': `${fill('word ', MAX_TITLE_LENGTH - 1).trimEnd()}…`,
  'only "#"': UNTITLED,
  'seven "#" then text, repeated': UNTITLED,
  '100 KB of newlines, heading last': 'Last',
  '100 KB of CRLF, heading last': 'Last',
  // trim() takes the first line's indent; the later, indented lines are not headings.
  'lines of indented "#"s': 'not a heading',
  '100 KB single line without a heading': UNTITLED,
  backslashes: UNTITLED,
  'lines of "#"': UNTITLED,
  'lines of empty headings': UNTITLED,
};

// The expression the scanner replaces: the reference for what a heading is on short inputs.
const REFERENCE_HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
function referenceTitle(description: string): string {
  for (const line of description.trim().split(/\r?\n/)) {
    const match = REFERENCE_HEADING.exec(line);
    if (match?.[1]) return match[1];
  }
  return UNTITLED;
}

describe('parseProposalDescription on hostile text', () => {
  it.each(Object.keys(ADVERSARIAL_DESCRIPTIONS))('%s', (name) => {
    const description = ADVERSARIAL_DESCRIPTIONS[name] ?? '';
    const parsed = parseProposalDescription(description);
    expect(parsed.title).toBe(EXPECTED_TITLES[name]);
    expect(parsed.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(parsed.description).toBe(description.trim());
  });

  it('has an expected title for every hostile shape', () => {
    expect(Object.keys(EXPECTED_TITLES).sort()).toEqual(
      Object.keys(ADVERSARIAL_DESCRIPTIONS).sort(),
    );
  });

  it('finds the same titles as the heading expression it replaces', () => {
    const alphabet = ['#', ' ', '\t', '\u3000', '\r', '\n', '\r\n', '\u2028', 'a', 'b', '*'];
    const next = random(14);
    for (let round = 0; round < 20_000; round++) {
      let text = '';
      const length = Math.floor(next() * 16);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(parseProposalDescription(text).title, JSON.stringify(text)).toBe(referenceTitle(text));
    }
  });

  it('keeps real titles whole and shortens only very long ones, without splitting a character', () => {
    expect(parseProposalDescription('  ###   Grants   Program ###  \nbody').title).toBe(
      'Grants   Program',
    );
    const long = `# ${'x'.repeat(MAX_TITLE_LENGTH - 2)}\u{1F984}tail`;
    const title = parseProposalDescription(long).title;
    expect(title).toBe(`${'x'.repeat(MAX_TITLE_LENGTH - 2)}…`);
    expect(parseProposalDescription(`# ${'y'.repeat(MAX_TITLE_LENGTH)}`).title).toBe(
      'y'.repeat(MAX_TITLE_LENGTH),
    );
  });

  it('makes hidden and reordering characters of a title visible', () => {
    expect(parseProposalDescription('# Fund \u202Etnuocca\n\nbody').title).toBe(
      'Fund \uFFFDtnuocca',
    );
    expect(parseProposalDescription('# Up\u200Bgrade').title).toBe('Up\uFFFDgrade');
  });

  it('parses a description once: the next block gets the same result back', () => {
    const description = `# Once\n${fill('body ', 50_000)}`;
    const first = parseProposalDescription(description);
    // A fresh copy of the same text, as a re-read log would carry.
    const again = parseProposalDescription(`${description} `.slice(0, -1));
    expect(again).toBe(first);
    expect(first.title).toBe('Once');
  });

  it('joins a proposal on every block without parsing its log again', () => {
    const log: ProposalCreatedLog = {
      id: 7,
      proposer: '0x0000000000000000000000000000000000000001',
      targets: ['0x0000000000000000000000000000000000000002'],
      signatures: ['transfer(address,uint256)'],
      calldatas: [`0x${'0'.repeat(63)}3${(5).toString(16).padStart(64, '0')}`],
      startBlock: 10,
      endBlock: 20,
      description: `# Seven\n${fill('[a](b ', 100_000)}`,
      blockNumber: 9,
    };
    const votes = {
      proposer: log.proposer,
      forVotes: 1n,
      againstVotes: 0n,
      startBlock: 10,
      endBlock: 20,
    };
    const first = toProposal(7, votes, ProposalStatus.Active, log);
    const next = toProposal(7, { ...votes, forVotes: 2n }, ProposalStatus.Active, log);
    expect(next.details).toBe(first.details);
    expect(next.title).toBe('Seven');
    expect(first.details[0]?.args).toEqual(['0x0000000000000000000000000000000000000003', '5']);
    expect(next.forCount).toBe(2n);
    expect(next.descriptionLoaded).toBe(true);
  });

  it('a proposal whose creation log is not in is still listed: number, state and votes, text marked not loaded', () => {
    const votes = {
      proposer: '0x0000000000000000000000000000000000000001',
      forVotes: 5n,
      againstVotes: 3n,
      startBlock: 10,
      endBlock: 20,
    };
    expect(toProposal(8, votes, ProposalStatus.Defeated, undefined)).toEqual({
      id: 8,
      descriptionLoaded: false,
      title: UNTITLED,
      description: NO_DESCRIPTION,
      proposer: votes.proposer,
      status: ProposalStatus.Defeated,
      forCount: 5n,
      againstCount: 3n,
      startBlock: 10,
      endBlock: 20,
      details: [],
    });
  });
});
