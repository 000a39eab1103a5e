import { parentPort } from 'node:worker_threads';
import { extractDocument } from '../documents/extract';
import type { FromThread, ToThread } from './reader-pool';
import type { ReaderStreams, ReaderTasks } from './reader-tasks';
import { checkUploadInThread } from './tasks/check-upload-task';
import { readCorpusFileInThread } from './tasks/corpus-file-task';
import { readCpcSchemeInThread } from './tasks/cpc-scheme-task';
import { readIdsInThread } from './tasks/read-ids-task';
import { warmUpInThread } from './tasks/warm-up-task';
import { toThreadError } from './thread-errors';

type Tasks = { [K in keyof ReaderTasks]: (input: ReaderTasks[K]['input']) => Promise<ReaderTasks[K]['output']> };
type Streams = { [K in keyof ReaderStreams]: (input: ReaderStreams[K]['input']) => AsyncGenerator<ReaderStreams[K]['start'] | ReaderStreams[K]['batch']> };

const TASKS: Tasks = {
  checkUpload: checkUploadInThread,
  extractDocument: ({ bytes, format }) => extractDocument(bytes, format),
  readIds: readIdsInThread,
  readCpcScheme: readCpcSchemeInThread,
  warmUp: warmUpInThread,
};

const STREAMS: Streams = {
  corpusFile: readCorpusFileInThread,
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
    if (message.type !== 'close') post({ type: 'failed', id: message.id, error: toThreadError(error) });
  });
});
post({ type: 'ready' });
