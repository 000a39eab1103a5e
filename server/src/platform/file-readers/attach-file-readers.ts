import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { createFileReaders, type FileReaders } from './file-readers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reader threads every uploaded or stored file is read in (docs/security.md, "Untrusted files"). */
    fileReaders: FileReaders;
  }
}

/** The process's reader threads, started on first use, stopped when the app closes. */
export function attachFileReaders(app: FastifyInstance, config: Readonly<Config>): void {
  const readers = createFileReaders(config.fileReaders);
  app.decorate('fileReaders', readers);
  app.addHook('onClose', async () => readers.close());
}
