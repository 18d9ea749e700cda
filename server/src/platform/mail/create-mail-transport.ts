import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { logTransport, type MailTransport, smtpTransport } from './transports.js';

export function createMailTransport(config: Config, log: Logger): MailTransport {
  return config.SMTP_URL ? smtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : logTransport(log);
}
