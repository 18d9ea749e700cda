import { isIPv4, isIPv6 } from 'node:net';
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
// The actions also limited per email: their callers must name the email.
type PerEmailAction = {
  [Action in RateLimitedAction]: (typeof policies)[Action] extends { perEmail: Window } ? Action : never;
}[RateLimitedAction];
type Attempt<Action extends RateLimitedAction> = Action extends PerEmailAction
  ? { ip: string; email: string }
  : { ip: string };

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

// An IPv6 visitor usually holds a whole /64 and can pick any address in it,
// so IPv6 addresses are counted by their first four groups; IPv4 (also when
// written IPv6-mapped) by the whole address.
export function addressBlockOf(ip: string) {
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedV4) return mappedV4[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
    async consume<Action extends RateLimitedAction>(action: Action, attempt: Attempt<Action>) {
      const { perIp, perEmail } = limiters[action];
      const email = 'email' in attempt ? attempt.email : undefined;
      try {
        await Promise.all([
          perIp.consume(addressBlockOf(attempt.ip)),
          perEmail && email !== undefined ? perEmail.consume(email.toLowerCase()) : undefined,
        ]);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
        }
        throw error;
      }
    },

    // A success clears the email's count, so the limit counts failed tries in a
    // row and nobody can lock a user out by logging in as them ten times.
    async forgive(action: PerEmailAction, { email }: { email: string }) {
      await limiters[action].perEmail?.delete(email.toLowerCase());
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
