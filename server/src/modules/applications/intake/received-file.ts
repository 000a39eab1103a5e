import type { FileKind } from '../repositories/application-files';

/** One uploaded file, read whole: uploads are capped (50 MB by default), and the checks need every byte. */
export interface ReceivedFile {
  kind: FileKind;
  name: string;
  bytes: Uint8Array;
}
