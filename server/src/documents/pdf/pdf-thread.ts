import { join } from 'node:path';
import { createRequestThread } from '../../lib/request-thread';
import type { PositionedText } from './page-text';

type Reply = { id: number; pages: number; items?: PositionedText[][] } | { id: number; error: { name: string; message: string } };

/** A hostile PDF can make pdf.js spin; after this the thread is replaced and the document refused. */
const READ_TIMEOUT_MS = 120_000;
const WORKER_FILE = join(__dirname, 'pdf-reader.worker.mjs');

/**
 * One pdf.js thread per process (pdf.js loaded through the tsx loader costs ~300 MB more, and page parsing
 * stays off the event loop that serves the API). Unref'd: an idle one never keeps the process alive.
 */
const reader = createRequestThread<{ op: 'inspect' | 'extract'; data: Uint8Array; options: Record<string, unknown> }, Reply>({
  file: WORKER_FILE,
  name: 'PDF reader',
  timeoutMs: READ_TIMEOUT_MS,
  timeoutMessage: 'reading the PDF took too long',
});

/** Sends one PDF to the thread; the bytes are copied, so the caller keeps its own. */
export function readInThread(op: 'inspect' | 'extract', bytes: Uint8Array, options: Record<string, unknown>): Promise<Reply> {
  const data = new Uint8Array(bytes);
  return reader.request({ op, data, options }, [data.buffer]);
}
