// Collects the `securitypolicyviolation` events of every page in a browser context, so journeys
// fail when the built app does something its own Content-Security-Policy forbids.
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  /** The directive that blocked it, e.g. `connect-src`. */
  readonly directive: string;
  /** What was blocked: a URL, or `inline` / `eval`. */
  readonly blocked: string;
  readonly sourceFile: string;
  readonly line: number;
  readonly page: string;
}

const BINDING_NAME = '__dexReportCspViolation';

/** Runs in the page before its own scripts (serialised by Playwright: no outside references). */
function reportViolations(bindingName: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[bindingName];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        page: location.href,
      });
    },
    { capture: true },
  );
}

/** Starts collecting; the returned array fills as pages report violations. */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING_NAME, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(reportViolations, BINDING_NAME);
  return violations;
}
