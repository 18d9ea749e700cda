import type { DatabaseHandle } from './db/client.js';
import type { Config } from './platform/config/config.js';

// What every module's routes receive: the running configuration and the database.
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
}
