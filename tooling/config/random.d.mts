/** A generator of numbers in [0, 1), the same sequence for the same seed (mulberry32; not for secrets). */
export declare function seededRandom(seed: number): () => number;
