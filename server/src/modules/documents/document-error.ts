/**
 * Why a file cannot be read; the upload check maps each kind to an UPLOAD_MESSAGES entry. `refused` is a
 * reader limit (FileRefusedError carries which one).
 */
export type DocumentErrorKind = 'encrypted' | 'corrupt' | 'empty' | 'unsupported' | 'refused';

export class DocumentError extends Error {
  override readonly name: string = 'DocumentError';

  constructor(
    readonly kind: DocumentErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isDocumentError = (error: unknown): error is DocumentError => error instanceof DocumentError;
