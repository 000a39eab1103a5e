import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { uploadApplication, type UploadFiles, type UploadOptions } from '@iprism/shared/api/applications-upload';
import { ERROR_CODES } from '@iprism/shared/contracts/errors';
import { creditLevel, creditMessage } from '@iprism/shared/notifications';
import { toast } from '@iprism/shared/shell';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  /** `noCredits`: refused at a balance of 0 (402 NO_CREDITS), so the panel offers to buy credits. */
  | { status: 'failed'; message: string; noCredits?: boolean }
  | { status: 'done'; applicationId: string };

/**
 * One upload at a time, with byte progress. A refusal keeps the server's message (shown as is); a
 * cancel or an unmount aborts the request. A new application is in every applications list, so they are
 * refetched; `onUploaded` runs with the new id on success.
 */
export function useUpload(onUploaded?: (applicationId: string) => void) {
  const queryClient = useQueryClient();
  const { mutateAsync: send } = useMutation({
    mutationFn: ({ files, options }: { files: UploadFiles; options: UploadOptions }) => uploadApplication(files, options),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationQueries.pages() }),
  });
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
        const { id, credits } = await send({
          files,
          options: {
            signal: current.signal,
            onProgress: ({ loaded, total: sent }) => {
              if (!current.signal.aborted) setState({ status: 'uploading', loaded, total: sent });
            },
          },
        });
        if (current.signal.aborted) return;
        setState({ status: 'done', applicationId: id });
        // SPEC §8 credits after each charge: the error at 0, a warning at 5 or fewer, otherwise the balance as info.
        if (credits) toast[creditLevel(credits.balance)](creditMessage(credits.balance), { id: 'low-credits' });
        onUploaded?.(id);
      } catch (err) {
        if (current.signal.aborted) return;
        setState({ status: 'failed', message: apiErrorText(err), noCredits: isApiError(err) && err.code === ERROR_CODES.NO_CREDITS });
      }
    },
    [onUploaded, send],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, reset };
}
