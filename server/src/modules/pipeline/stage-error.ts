/**
 * A stage failure with the error type the progress record carries (SPEC §4: −1 with the task's type).
 * `retryable` false means another attempt would fail the same way (a corrupt document), so the job
 * fails at once instead of burning its retries.
 */
export class StageError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'StageError';
  }
}
