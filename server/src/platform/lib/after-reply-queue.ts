import type { FastifyBaseLogger } from 'fastify';

/** Work a form queues so that its answer does not wait for it (and so cannot be timed). */
export interface AfterReplyQueue {
  /** Runs `work` after the current answer, one piece at a time; a failure is logged with `context`. */
  add(name: string, context: Record<string, unknown>, work: () => Promise<void>): void;
  /** Resolves when everything queued so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

/** Beyond this many waiting pieces new work is dropped (logged): the per-address limits keep it far away. */
const MAX_PENDING = 1_000;

/**
 * An in-process queue: the sign-up and forgot-password forms answer at once, the same whether or not the
 * address has an account, and the hashing, look-ups and mail happen here afterwards. One piece at a time,
 * so a burst of sign-ups hashes one password at a time (each scrypt takes 128 MiB).
 */
export function createAfterReplyQueue(log: FastifyBaseLogger): AfterReplyQueue {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    add(name, context, work) {
      if (pending >= MAX_PENDING) {
        log.warn({ ...context, work: name }, 'after-reply work dropped: queue full');
        return;
      }
      pending += 1;
      tail = tail
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(work)
        .catch((err: unknown) => log.error({ ...context, err, work: name }, 'after-reply work failed'))
        .finally(() => void (pending -= 1));
    },
    idle: () => tail,
  };
}
