// The Content-Security-Policy the running app is served with, derived exactly as the build derives
// dist/_headers, so the app can tell a user why a fetch would be refused before it is blocked.
import { resolveAppConfig } from '../appConfig';
import type { AppEnv } from '../buildTarget';
import { connectAllowed } from './csp';

const config = resolveAppConfig(import.meta.env as AppEnv);

/** Whether the site's policy lets the page fetch `url`. */
export function siteMayFetch(url: string): boolean {
  return connectAllowed(config, url, window.location.origin);
}
