export declare const REPO_ROOT: string;
export declare const MULTICALL_WHOLE_ENTRY_GOAL: number;
export interface BundleEntry {
  readonly code: string;
  readonly external?: readonly string[];
}
export interface BundleSize {
  readonly bytes: number;
  readonly gzip: number;
  readonly imports: readonly string[];
}
export declare function measureBundles(
  dir: string,
  entries: readonly BundleEntry[],
): Promise<BundleSize[]>;
