import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { AppError } from '../errors/app-error.js';

const minutes = 60;
type Window = readonly [points: number, seconds: number];

// Guessing a secret (a password, an emailed code) is limited so that no stranger
// can lock its owner out (docs/decisions/011-login-guessing-limits.md): strictly
// per account and address, and per address whatever the account; an account
// tried from many addresses is never blocked as a whole, but once its failures
// pass `perAccount` each address gets only `perAccountAndIpUnderAttack` tries.
interface Guessing {
  perAccountAndIp: Window;
  perAccount: Window;
  perAccountAndIpUnderAttack: number;
}
const guessing: Guessing = {
  perAccountAndIp: [10, 15 * minutes],
  perAccount: [50, 60 * minutes],
  perAccountAndIpUnderAttack: 3,
};

// Every action is limited per client address. Actions that email someone are
// also limited per email, whatever the address, so no inbox can be flooded.
// Public feedback (docs/product.md#feedback) is counted per address only, before its upload is read;
// so is starting a chat (docs/product.md#chat).
interface Policy {
  perIp: Window;
  perEmail?: Window;
  guessing?: Guessing;
}
const policies = {
  login: { perIp: [50, 15 * minutes], guessing },
  otpValidate: { perIp: [50, 15 * minutes], guessing },
  // A signed-in session is no licence to guess its password (docs/product.md#accounts).
  passwordChange: { perIp: [50, 15 * minutes], guessing },
  register: { perIp: [30, 60 * minutes], perEmail: [5, 60 * minutes] },
  otpResend: { perIp: [30, 60 * minutes], perEmail: [5, 60 * minutes] },
  passwordReset: { perIp: [30, 60 * minutes], perEmail: [5, 60 * minutes] },
  feedback: { perIp: [30, 60 * minutes] },
  chatStart: { perIp: [30, 60 * minutes] },
  // Opening an invitation link checks it first (docs/product.md#accounts).
  invitationCheck: { perIp: [60, 15 * minutes] },
  // A stakeholder writing on their ticket page, and asking for a fresh link
  // (docs/product.md#tickets): per address, and per ticket (its id stands in for
  // the email), so a forwarded link used from many addresses floods no inbox.
  ticketAnswer: { perIp: [60, 60 * minutes], perEmail: [30, 60 * minutes] },
  ticketLinkRenew: { perIp: [10, 60 * minutes], perEmail: [3, 60 * minutes] },
  // A stakeholder's invoice PDF, by the link in their emails (docs/product.md#invoices): each is drawn anew, so per
  // address and per invoice (its id standing in for the email), as a link may be forwarded.
  invoicePdf: { perIp: [60, 60 * minutes], perEmail: [30, 60 * minutes] },
  // 'Pay now' and the checks on coming back (docs/product.md#payments): each asks Paystack, per address and invoice;
  // a return checks up to 12 times while Paystack has not confirmed.
  payOnline: { perIp: [60, 60 * minutes], perEmail: [20, 60 * minutes] },
  paystackReturn: { perIp: [240, 60 * minutes], perEmail: [120, 60 * minutes] },
} as const satisfies Record<string, Policy>;

export type RateLimitedAction = keyof typeof policies;
type GuessingAction = {
  [Action in RateLimitedAction]: (typeof policies)[Action] extends { guessing: Guessing } ? Action : never;
}[RateLimitedAction];
// The actions counted per account or email: their callers must name it.
type PerEmailAction = {
  [Action in RateLimitedAction]: (typeof policies)[Action] extends { perEmail: Window } ? Action : never;
}[RateLimitedAction];
type Attempt<Action extends RateLimitedAction> = Action extends PerEmailAction | GuessingAction
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

interface Count {
  res: RateLimiterRes;
  // Points used in the window, this attempt included, and the most allowed.
  over: (allowed?: number) => boolean;
}

// Counts one attempt; a count past the limit comes back rather than thrown, so
// the caller decides what it means.
async function count(limiter: Limiter, key: string): Promise<Count> {
  const res = await limiter.consume(key).catch((error: unknown) => {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  });
  return { res, over: (allowed = limiter.points) => res.consumedPoints > allowed };
}

function tooManyRequests(refusals: RateLimiterRes[]) {
  const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
  return new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

interface Limiters {
  perIp: Limiter;
  perEmail?: Limiter | undefined;
  guessing?: { policy: Guessing; perAccountAndIp: Limiter; perAccount: Limiter } | undefined;
}

function limitersFor(redis: RedisClientType | undefined, action: string, policy: Policy): Limiters {
  return {
    perIp: limiterFor(redis, `${action}:ip`, policy.perIp),
    perEmail: policy.perEmail && limiterFor(redis, `${action}:email`, policy.perEmail),
    guessing: policy.guessing && {
      policy: policy.guessing,
      perAccountAndIp: limiterFor(redis, `${action}:account-ip`, policy.guessing.perAccountAndIp),
      perAccount: limiterFor(redis, `${action}:account`, policy.guessing.perAccount),
    },
  };
}

const accountAndIpKey = (email: string, ip: string) => `${email.toLowerCase()}|${addressBlockOf(ip)}`;

// Counters live in Redis when REDIS_URL is set, so every server copy shares them.
export function createRateLimits({ redis }: { redis?: RedisClientType | undefined } = {}) {
  const limiters = Object.fromEntries(
    Object.entries(policies as Record<string, Policy>).map(([action, policy]) => [
      action,
      limitersFor(redis, action, policy),
    ]),
  ) as Record<RateLimitedAction, Limiters>;

  return {
    // Counts an attempt before any work is done, so guesses sent all at once
    // are counted before any of them is checked.
    async consume<Action extends RateLimitedAction>(action: Action, attempt: Attempt<Action>) {
      const { perIp, perEmail, guessing } = limiters[action];
      const email = 'email' in attempt ? attempt.email.toLowerCase() : undefined;
      const [byIp, byEmail, byAccountAndIp, byAccount] = await Promise.all([
        count(perIp, addressBlockOf(attempt.ip)),
        perEmail && email !== undefined ? count(perEmail, email) : undefined,
        guessing && email !== undefined
          ? count(guessing.perAccountAndIp, accountAndIpKey(email, attempt.ip))
          : undefined,
        guessing && email !== undefined ? count(guessing.perAccount, email) : undefined,
      ]);
      // An account tried too often from everywhere is not refused as a whole:
      // each address, its owner's too, just gets fewer tries at it.
      const allowedHere = byAccount?.over() ? guessing?.policy.perAccountAndIpUnderAttack : undefined;
      const refusals = [
        byIp.over() && byIp.res,
        byEmail?.over() && byEmail.res,
        byAccountAndIp?.over(allowedHere) && byAccountAndIp.res,
      ].filter((refusal): refusal is RateLimiterRes => refusal instanceof RateLimiterRes);
      if (refusals.length > 0) throw tooManyRequests(refusals);
    },

    // A success was no guess: it clears this address's failures at the account
    // and is taken off the account's count. A stranger cannot use it to unlock
    // anything, because it needs the secret.
    async forgive(action: GuessingAction, { ip, email }: { ip: string; email: string }) {
      const { guessing } = limiters[action];
      if (!guessing) return;
      await Promise.all([
        guessing.perAccountAndIp.delete(accountAndIpKey(email, ip)),
        guessing.perAccount.reward(email.toLowerCase()),
      ]);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
