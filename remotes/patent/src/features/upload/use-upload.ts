import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadApplication, type UploadFiles } from '@iprism/shared/api';
import { loadErrorMessage } from '../account/api-errors';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'failed'; message: string }
  | { status: 'done'; applicationId: string };

/**
 * One upload at a time, with byte progress. A refusal keeps the server's message (shown as is); a
 * cancel or an unmount aborts the request. `onUploaded` runs with the new id on success.
 */
export function useUpload(onUploaded?: (applicationId: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (files: UploadFiles) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const total = files.application.size + (files.ids?.size ?? 0);
      setState({ status: 'uploading', loaded: 0, total });
      try {
        const { id } = await uploadApplication(files, {
          signal: current.signal,
          onProgress: ({ loaded, total: sent }) => {
            if (!current.signal.aborted) setState({ status: 'uploading', loaded, total: sent });
          },
        });
        if (current.signal.aborted) return;
        setState({ status: 'done', applicationId: id });
        onUploaded?.(id);
      } catch (err) {
        if (current.signal.aborted) return;
        setState({ status: 'failed', message: loadErrorMessage(err) });
      }
    },
    [onUploaded],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, reset };
}
