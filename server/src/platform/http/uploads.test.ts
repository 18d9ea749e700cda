import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { createUploadSlots } from './uploads.js';

describe('upload slots', () => {
  it('lets `max` uploads run at once, asks the next to retry, and frees a slot when one ends', async () => {
    const slots = createUploadSlots(2);
    const finish: (() => void)[] = [];
    const running = [1, 2].map(() => slots.hold(() => new Promise<void>((resolve) => finish.push(resolve))));

    const third = slots.hold(async () => 'third');
    await expect(third).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 5 });

    finish[0]?.();
    await running[0];
    await expect(slots.hold(async () => 'after one ended')).resolves.toBe('after one ended');
    finish[1]?.();
    await running[1];
  });

  it('frees the slot of an upload that failed', async () => {
    const slots = createUploadSlots(1);
    await expect(slots.hold(() => Promise.reject(new AppError('BAD_REQUEST')))).rejects.toBeInstanceOf(AppError);

    await expect(slots.hold(async () => 'next')).resolves.toBe('next');
  });
});
