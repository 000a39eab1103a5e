import { Worker } from 'node:worker_threads';

export interface RequestThreadOptions {
  file: string;
  /** Names the thread in the error its requests get when it stops. */
  name: string;
  /** A request unanswered this long is refused with `timeoutMessage` and the thread replaced. */
  timeoutMs?: number;
  timeoutMessage?: string;
  /** Hold the process open while requests are in flight (a script awaiting an answer); idle, never. */
  refWhileBusy?: boolean;
}

export interface RequestThread<Req, Rep> {
  /** Posts `{ id, ...message }`; resolves with the reply carrying that id. */
  request(message: Req, transfer?: ArrayBuffer[]): Promise<Rep>;
  close(): Promise<void>;
}

/**
 * A worker thread answering id-tagged requests, started on first use. `execArgv: []` keeps the tsx loader
 * out of it (a library loaded through that loader costs hundreds of MB more), and the work stays off the
 * event loop that serves the API. A thread that errors or exits fails every request in flight and is
 * started afresh by the next one.
 */
export function createRequestThread<Req extends object, Rep extends { id: number }>(options: RequestThreadOptions): RequestThread<Req, Rep> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: Rep) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout }>();

  const settle = (id: number) => {
    const p = pending.get(id);
    if (!p) return null;
    pending.delete(id);
    clearTimeout(p.timer);
    if (!pending.size && options.refWhileBusy) worker?.unref();
    return p;
  };

  const failAll = (error: Error) => {
    for (const id of [...pending.keys()]) settle(id)!.reject(error);
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(options.file, { execArgv: [] });
    started.on('message', (reply: Rep) => settle(reply.id)?.resolve(reply));
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the ${options.name} stopped (exit ${code})`)));
    // After the listeners: attaching a message listener refs the thread again.
    started.unref();
    worker = started;
    return started;
  }

  return {
    request(message, transfer = []) {
      const target = thread();
      const id = nextId++;
      return new Promise<Rep>((resolve, reject) => {
        const timer =
          options.timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                settle(id);
                reject(new Error(options.timeoutMessage ?? `the ${options.name} took too long`));
                void target.terminate();
              }, options.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        if (options.refWhileBusy) target.ref();
        target.postMessage({ id, ...message }, transfer);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
