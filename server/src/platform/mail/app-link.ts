import type { AppPath, BuiltPath } from '@srm/contract';
import type { Config } from '../config/config.js';

// A link for an email: the public address (APP_URL, without a trailing slash)
// and a web address from the contract's paths, never one spelt by hand.
export function appLink(config: Pick<Config, 'APP_URL'>, path: AppPath | BuiltPath) {
  return `${config.APP_URL}${path}`;
}
