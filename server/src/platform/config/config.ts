import path from 'node:path';
import { z } from 'zod';
import { readOrCreateSecretKey } from './secret-key.js';

// Configuration comes only from the environment, is parsed once at start, and a
// bad value stops the start with a one-line reason. Every rule names its own
// text: these are for the operator, not the catalogue's texts for users.
const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  // The proxies in front, so client addresses (rate limits, logs) are real: how many
  // (`1`), or their addresses (`10.0.0.2,10.0.0.3`). Trusting every hop would let a
  // client pick its own address with X-Forwarded-For, so `true` is not accepted.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .refine((value) => !/^(true|yes)$/i.test(value), {
      error: 'must be the number of proxies in front (e.g. 1) or their addresses, not true',
    })
    .transform((value): false | number | string[] => {
      if (/^(false|no|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
    }),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be a sender such as SRM <no-reply@example.com>')
    .default('SRM <no-reply@srm.local>'),
  // Email in (docs/product.md#email-in): the SMTP listener's port (unset: no listener), the address it listens on
  // (default HOST), the domain its addresses are on (default APP_URL's host), and STARTTLS's certificate and key
  // (PEM files; both or neither).
  MAIL_IN_PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .optional(),
  MAIL_IN_HOST: z.string().min(1, 'must not be empty').optional(),
  MAIL_IN_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
      'must be a domain such as mail.example.com',
    )
    .optional(),
  // The relays whose Authentication-Results headers SRM believes (their authserv-ids, comma-separated, such as
  // mx.example.com): a message whose SPF or DKIM failed there is marked 'unverified sender'. Unset: none is.
  MAIL_IN_TRUSTED_AUTHSERV_IDS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  MAIL_IN_TLS_CERT: z.string().min(1, 'must not be empty').optional(),
  MAIL_IN_TLS_KEY: z.string().min(1, 'must not be empty').optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Paystack's API (docs/product.md#payments); the tests point it at a local stand-in that speaks the same calls.
  PAYSTACK_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.paystack.co')
    .transform((url) => url.replace(/\/$/, '')),
  // Where uploaded files live: `local` (DATA_DIR/uploads, one server) or `s3`
  // (a bucket every server copy shares).
  FILE_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1, 'must not be empty').optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  // For S3-compatible services (MinIO, R2, …); unset means AWS itself.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .trim()
    .default('false')
    .refine((value) => /^(true|yes|1|false|no|0)$/i.test(value), { error: 'must be true or false' })
    .transform((value) => /^(true|yes|1)$/i.test(value)),
  // Unset: the AWS SDK's default credential chain (instance role, AWS_* variables, …).
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'APP_URL' | 'SECRET_KEY' | 'MAIL_IN_DOMAIN'> {
  APP_URL: string;
  SECRET_KEY: string;
  MAIL_IN_DOMAIN: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Empty strings count as unset, so `DATABASE_URL= npm start` means "embedded".
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? ''}`.trim(),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.SECRET_KEY) {
    throw new ConfigError('Invalid configuration: SECRET_KEY is required in production');
  }
  if (isProduction && !values.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL is required in production (emails carry sign-up codes)');
  }
  if (isProduction && !values.APP_URL) {
    throw new ConfigError('Invalid configuration: APP_URL is required in production (links in emails use it)');
  }
  if (values.FILE_STORAGE === 's3' && !values.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when FILE_STORAGE is s3');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (default AWS credentials)',
    );
  }
  if (Boolean(values.MAIL_IN_TLS_CERT) !== Boolean(values.MAIL_IN_TLS_KEY)) {
    throw new ConfigError('Invalid configuration: set both MAIL_IN_TLS_CERT and MAIL_IN_TLS_KEY, or neither');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    MAIL_IN_DOMAIN: values.MAIL_IN_DOMAIN ?? new URL(appUrl).hostname,
    SECRET_KEY: values.SECRET_KEY ?? readOrCreateSecretKey(dataDir),
    isProduction,
  };
}
