/** Why an upload cannot be read; the HTTP layer maps each kind to an UPLOAD_MESSAGES entry. */
export type DocumentErrorKind = 'encrypted' | 'corrupt' | 'empty' | 'unsupported';

export class DocumentError extends Error {
  override readonly name = 'DocumentError';

  constructor(
    readonly kind: DocumentErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isDocumentError = (error: unknown): error is DocumentError => error instanceof DocumentError;
