import { systemClock } from './platform/clock/clock.js';
import { exitWithStartFailure, startServer } from './start-server.js';

startServer({ clock: systemClock }).catch(exitWithStartFailure);
