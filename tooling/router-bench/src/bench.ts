// pnpm bench: the seeded synthetic markets first, then the devnet's live pools. Each part prints
// its own goals and sets exit code 1 when one is missed; a miss in the first does not skip the second.
await import('./splitRoutes.bench');
await import('./livePools.bench');

export {};
