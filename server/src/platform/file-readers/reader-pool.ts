import { Worker } from 'node:worker_threads';
import { FileRefusedError } from './file-refusal';
import type { ReaderWorkerData } from './reader-limits';
import type { ReaderPoolSettings } from './reader-settings';
import { fromThreadError, type ThreadError } from './thread-errors';

/** parent → thread */
export type ToThread =
  | { type: 'run'; id: number; task: string; input: unknown }
  | { type: 'open'; id: number; task: string; input: unknown }
  | { type: 'pull'; id: number }
  | { type: 'close'; id: number };

/** thread → parent */
export type FromThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'next'; id: number; value: unknown }
  | { type: 'end'; id: number }
  | { type: 'failed'; id: number; error: ThreadError };

export interface RunOptions {
  /** A person is waiting (an upload): goes before queued background work (pipeline stages). */
  interactive?: boolean;
  /** Buffers handed to the thread instead of copied; the caller loses them. */
  transfer?: ArrayBuffer[];
}

export interface ReaderPool {
  /** One request, one answer. */
  run(task: string, input: unknown, options?: RunOptions): Promise<unknown>;
  /** A task that yields values (an import's record batches); the thread is the stream's until it ends or is left. */
  stream(task: string, input: unknown): AsyncGenerator<unknown, void, undefined>;
  /** Starts every thread and waits until each has loaded its readers. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  id: number;
  resolve: (message: FromThread) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  ready: Promise<void> | null;
  /** The request in flight (a run, or one pull of a stream). */
  pending: Pending | null;
  timer: NodeJS.Timeout | null;
  /** Taken by a run or a stream. */
  busy: boolean;
}

const MB = 1024 * 1024;

/**
 * A small pool of worker threads that read untrusted files. Each thread has a V8 heap cap
 * (`resourceLimits`), each request a wall-clock limit after which the thread is terminated and the file
 * refused (readTimeout); a thread that runs out of heap is replaced and the file refused (readMemory). A
 * thread does one file at a time, so a stop only ever costs the file that caused it. Threads start on first
 * use and are unref'd while idle: an idle pool never keeps a process alive.
 */
export function createReaderPool(file: string, settings: ReaderPoolSettings): ReaderPool {
  const slots: Slot[] = Array.from({ length: settings.threads }, () => ({ worker: null, ready: null, pending: null, timer: null, busy: false }));
  const waiting: { interactive: boolean; take: (slot: Slot) => void }[] = [];
  let nextId = 1;
  let closed = false;

  function start(slot: Slot): Promise<void> {
    if (slot.ready) return slot.ready;
    const workerData: ReaderWorkerData = { limits: settings.limits };
    const worker = new Worker(file, {
      execArgv: [],
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(16, settings.heapMb / 8)) },
    });
    slot.worker = worker;
    let markReady: () => void = () => undefined;
    let failStart: (error: Error) => void = () => undefined;
    slot.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    slot.ready.catch(() => undefined);
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        if (!slot.pending) worker.unref();
        return markReady();
      }
      // Only the answer to the request in hand: a thread stopped for its time may still have one in flight.
      const pending = slot.pending;
      if (!pending || slot.worker !== worker || message.id !== pending.id) return;
      settle(slot);
      pending.resolve(message);
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = null;
      failStart(error);
      const pending = slot.pending;
      settle(slot);
      pending?.reject(error);
    };
    worker.on('error', (error: Error & { code?: string }) => {
      lost(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FileRefusedError({ reason: 'readMemory', limit: settings.heapMb * MB }) : error);
    });
    worker.on('exit', (code) => lost(new Error(`a file reader thread stopped (exit ${code})`)));
    // Held while it starts (someone awaits it), unref'd once ready and idle.
    worker.ref();
    return slot.ready;
  }

  function settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.pending = null;
    slot.worker?.unref();
  }

  /** Sends one request on a held slot; its timer starts once the thread has loaded, so a cold start is not the file's time. */
  async function request(slot: Slot, message: ToThread, transfer: ArrayBuffer[] = []): Promise<FromThread> {
    await start(slot);
    const worker = slot.worker!;
    return new Promise<FromThread>((resolve, reject) => {
      slot.pending = { id: message.id, resolve, reject };
      slot.timer = setTimeout(() => {
        const pending = slot.pending;
        settle(slot);
        slot.worker = null;
        slot.ready = null;
        void worker.terminate();
        pending?.reject(new FileRefusedError({ reason: 'readTimeout', seconds: Math.round(settings.timeoutMs / 1000) }));
      }, settings.timeoutMs);
      worker.ref();
      worker.postMessage(message, transfer);
    });
  }

  function acquire(interactive: boolean): Promise<Slot> {
    if (closed) return Promise.reject(new Error('the file readers are closed'));
    const free = slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    return new Promise<Slot>((resolve) => {
      const entry = { interactive, take: resolve };
      // Interactive requests go after the interactive ones already waiting, before background ones.
      const at = interactive ? waiting.findIndex((w) => !w.interactive) : -1;
      if (at < 0) waiting.push(entry);
      else waiting.splice(at, 0, entry);
    });
  }

  function release(slot: Slot): void {
    const next = waiting.shift();
    if (next) next.take(slot);
    else slot.busy = false;
  }

  const unwrap = (reply: FromThread): FromThread => {
    if (reply.type === 'failed') throw fromThreadError(reply.error);
    return reply;
  };

  return {
    async run(task, input, options = {}) {
      const slot = await acquire(options.interactive ?? false);
      try {
        const reply = unwrap(await request(slot, { type: 'run', id: nextId++, task, input }, options.transfer));
        return reply.type === 'done' ? reply.output : undefined;
      } finally {
        release(slot);
      }
    },

    async *stream(task, input) {
      const slot = await acquire(false);
      const id = nextId++;
      let open = false;
      try {
        unwrap(await request(slot, { type: 'open', id, task, input }));
        open = true;
        for (;;) {
          const reply = unwrap(await request(slot, { type: 'pull', id }));
          if (reply.type === 'end') {
            open = false;
            return;
          }
          if (reply.type === 'next') yield reply.value;
        }
      } finally {
        // Left early (the consumer stopped, or a request failed): the thread drops the stream's state.
        if (open && slot.worker) slot.worker.postMessage({ type: 'close', id } satisfies ToThread);
        release(slot);
      }
    },

    async warm() {
      await Promise.all(slots.map(start));
    },

    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          slot.ready = null;
          if (slot.timer) clearTimeout(slot.timer);
          slot.pending?.reject(new Error('the file readers are closed'));
          slot.pending = null;
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}
