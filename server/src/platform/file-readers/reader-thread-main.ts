import { parentPort } from 'node:worker_threads';
import type { FromThread, ToThread } from './reader-pool';
import type { ReaderStreams, ReaderTasks } from './reader-tasks';
import { toThreadError } from './thread-errors';

/**
 * Each task's readers load on its first use: a thread that only imports a corpus never loads mammoth or
 * pdf.js. (`require`, not `import()`: this file runs under tsx's CommonJS hook, which `import()` bypasses.)
 */
const lazy = <T>(load: () => T): (() => T) => {
  let loaded: T | undefined;
  return () => (loaded ??= load());
};
const upload = lazy(() => require('./tasks/check-upload-task') as typeof import('./tasks/check-upload-task'));
const documents = lazy(() => require('../../modules/documents/extract') as typeof import('../../modules/documents/extract'));
const ids = lazy(() => require('./tasks/read-ids-task') as typeof import('./tasks/read-ids-task'));
const cpc = lazy(() => require('./tasks/cpc-scheme-task') as typeof import('./tasks/cpc-scheme-task'));
const corpus = lazy(() => require('./tasks/corpus-file-task') as typeof import('./tasks/corpus-file-task'));
const warm = lazy(() => require('./tasks/warm-up-task') as typeof import('./tasks/warm-up-task'));

type Tasks = { [K in keyof ReaderTasks]: (input: ReaderTasks[K]['input']) => Promise<ReaderTasks[K]['output']> };
type Streams = { [K in keyof ReaderStreams]: (input: ReaderStreams[K]['input']) => AsyncGenerator<ReaderStreams[K]['start'] | ReaderStreams[K]['batch']> };

const TASKS: Tasks = {
  checkUpload: (input) => upload().checkUploadInThread(input),
  extractDocument: ({ bytes, format }) => documents().extractDocument(bytes, format),
  readIds: (input) => ids().readIdsInThread(input),
  readCpcScheme: (input) => cpc().readCpcSchemeInThread(input),
  warmUp: async () => {
    upload();
    return warm().warmUpInThread();
  },
};

const STREAMS: Streams = {
  corpusFile: (input) => corpus().readCorpusFileInThread(input),
};

const port = parentPort!;
const open = new Map<number, AsyncGenerator<unknown>>();
const post = (message: FromThread) => port.postMessage(message);

async function handle(message: ToThread): Promise<void> {
  switch (message.type) {
    case 'run': {
      const task = TASKS[message.task as keyof Tasks] as (input: unknown) => Promise<unknown>;
      return post({ type: 'done', id: message.id, output: await task(message.input) });
    }
    case 'open': {
      const stream = STREAMS[message.task as keyof Streams] as (input: unknown) => AsyncGenerator<unknown>;
      open.set(message.id, stream(message.input));
      return post({ type: 'done', id: message.id, output: null });
    }
    case 'pull': {
      const stream = open.get(message.id);
      const step = stream ? await stream.next() : { done: true as const, value: undefined };
      if (step.done) {
        open.delete(message.id);
        return post({ type: 'end', id: message.id });
      }
      return post({ type: 'next', id: message.id, value: step.value });
    }
    case 'close': {
      const stream = open.get(message.id);
      open.delete(message.id);
      await stream?.return(undefined);
    }
  }
}

port.on('message', (message: ToThread) => {
  handle(message).catch((error: unknown) => {
    // A stream that threw is finished; its state goes with it.
    if (message.type === 'pull') open.delete(message.id);
    if (message.type !== 'close') post({ type: 'failed', id: message.id, error: toThreadError(error) });
  });
});
post({ type: 'ready' });
