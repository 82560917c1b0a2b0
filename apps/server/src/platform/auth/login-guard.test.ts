import { AppError } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { createHashingQueue, HASHING_RETRY_AFTER_SECONDS } from './hashing-queue';
import {
  createLoginThrottle,
  FREE_LOGIN_FAILURES,
  loginBackoffMs,
  MAX_LOGIN_BACKOFF_MS,
} from './login-throttle';

describe('login backoff', () => {
  it('is free for the first failures, then 1 s doubling, never above 15 minutes', () => {
    expect(loginBackoffMs(FREE_LOGIN_FAILURES - 1)).toBe(0);
    expect(loginBackoffMs(FREE_LOGIN_FAILURES)).toBe(1_000);
    expect(loginBackoffMs(FREE_LOGIN_FAILURES + 3)).toBe(8_000);
    expect(loginBackoffMs(FREE_LOGIN_FAILURES + 40)).toBe(MAX_LOGIN_BACKOFF_MS);
  });

  it('follows one account, resets on success and forgets a quiet account after an hour', () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++) throttle.failed('a@x.sa');
    expect(throttle.waitMs('a@x.sa')).toBe(1_000);
    expect(throttle.waitMs('b@x.sa')).toBe(0);
    now += 600;
    expect(throttle.waitMs('a@x.sa')).toBe(400);
    throttle.failed('a@x.sa');
    expect(throttle.waitMs('a@x.sa')).toBe(2_000);
    throttle.succeeded('a@x.sa');
    expect(throttle.waitMs('a@x.sa')).toBe(0);
    for (let i = 0; i < FREE_LOGIN_FAILURES + 2; i++) throttle.failed('c@x.sa');
    now += 60 * 60_000 + 1;
    expect(throttle.waitMs('c@x.sa')).toBe(0);
  });
});

describe('hashing queue', () => {
  it('runs at most N at once, queues M more, refuses the rest at once with 503', async () => {
    const queue = createHashingQueue(2, 3);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const accepted = Array.from({ length: 5 }, () => queue.run(work));
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    await expect(queue.run(work)).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === 'SERVICE_UNAVAILABLE' && e.status === 503,
    );
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a request waiting in line longer than the limit leaves it: 503 with the seconds to wait', async () => {
    // Issue 25 item 17: a sign-in waited 92.7 s behind hashes on a loaded machine.
    const queue = createHashingQueue(1, 8, 100);
    let release = () => {};
    const slow = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('slow'))));
    const started = Date.now();
    await expect(queue.run(async () => 'late')).rejects.toSatisfy(
      (e) =>
        e instanceof AppError &&
        e.code === 'SERVICE_UNAVAILABLE' &&
        e.params?.seconds === HASHING_RETRY_AFTER_SECONDS,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    // It left the line: the slot goes to whoever asks next, not to the one that gave up.
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    const next = queue.run(async () => 'next');
    release();
    expect(await slow).toBe('slow');
    expect(await next).toBe('next');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing hash frees its place', async () => {
    const queue = createHashingQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
