import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { AppError } from '../errors/app-error.js';

// Attempts allowed per window, per client address and per email address (issue 3 §8):
// the address limit slows a script; the email limit protects one account from many addresses.
// Public feedback (issue 6 §2) is counted per address only, before its upload is read.
type Window = readonly [points: number, seconds: number];
interface Policy {
  perIp: Window;
  perEmail?: Window;
}
const policies = {
  login: { perIp: [50, 15 * 60], perEmail: [10, 15 * 60] },
  register: { perIp: [30, 60 * 60], perEmail: [5, 60 * 60] },
  otpValidate: { perIp: [50, 15 * 60], perEmail: [10, 15 * 60] },
  otpResend: { perIp: [30, 60 * 60], perEmail: [5, 60 * 60] },
  passwordReset: { perIp: [30, 60 * 60], perEmail: [5, 60 * 60] },
  feedback: { perIp: [30, 60 * 60] },
} as const satisfies Record<string, Policy>;

export type RateLimitedAction = keyof typeof policies;

type Limiter = RateLimiterMemory | RateLimiterRedis;

function limiterFor(redis: RedisClientType | undefined, keyPrefix: string, [points, duration]: Window) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  // If Redis stops answering, each copy keeps counting on its own rather than failing logins.
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    keyPrefix: `srm:${keyPrefix}`,
    points,
    duration,
    insuranceLimiter: memory,
  });
}

// Counters live in Redis when REDIS_URL is set, so every server copy shares them.
export function createRateLimits({ redis }: { redis?: RedisClientType | undefined } = {}) {
  const limiters = Object.fromEntries(
    Object.entries(policies as Record<string, Policy>).map(([action, policy]) => [
      action,
      {
        perIp: limiterFor(redis, `${action}:ip`, policy.perIp),
        perEmail: policy.perEmail && limiterFor(redis, `${action}:email`, policy.perEmail),
      },
    ]),
  ) as Record<RateLimitedAction, { perIp: Limiter; perEmail: Limiter | undefined }>;

  return {
    // `email` counts too where the action has a per-email limit.
    async consume(action: RateLimitedAction, { ip, email }: { ip: string; email?: string }) {
      const { perIp, perEmail } = limiters[action];
      try {
        await Promise.all([perIp.consume(ip), email && perEmail?.consume(email.toLowerCase())]);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
        }
        throw error;
      }
    },

    // A success clears the email's count, so the limit counts failed tries in a
    // row and nobody can lock a user out by logging in as them ten times.
    async forgive(action: RateLimitedAction, { email }: { email: string }) {
      await limiters[action].perEmail?.delete(email.toLowerCase());
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
