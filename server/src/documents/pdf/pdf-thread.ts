import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { PositionedText } from './page-text';

type Reply = { id: number; pages: number; items?: PositionedText[][] } | { id: number; error: { name: string; message: string } };
type Pending = { resolve: (reply: Reply) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** A hostile PDF can make pdf.js spin; after this the thread is replaced and the document refused. */
const READ_TIMEOUT_MS = 120_000;
const WORKER_FILE = join(__dirname, 'pdf-reader.worker.mjs');

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const p of pending.values()) {
    clearTimeout(p.timer);
    p.reject(error);
  }
  pending.clear();
}

/**
 * One pdf.js thread per process, started on first use. `execArgv: []` keeps the tsx loader out of it
 * (pdf.js loaded through that loader costs ~300 MB more), and page parsing stays off the event loop that
 * serves the API. The thread is unref'd: an idle one never keeps the process alive.
 */
function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE, { execArgv: [] });
  started.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    clearTimeout(p.timer);
    p.resolve(reply);
  });
  const lost = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`the PDF reader stopped (exit ${code})`)));
  // After the listeners: attaching a message listener refs the thread again.
  started.unref();
  worker = started;
  return started;
}

/** Sends one PDF to the thread; the bytes are copied, so the caller keeps its own. */
export function readInThread(op: 'inspect' | 'extract', bytes: Uint8Array, options: Record<string, unknown>): Promise<Reply> {
  const target = thread();
  const id = nextId++;
  const data = new Uint8Array(bytes);
  return new Promise<Reply>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('reading the PDF took too long'));
      void target.terminate();
    }, READ_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    target.postMessage({ id, op, data, options }, [data.buffer]);
  });
}
