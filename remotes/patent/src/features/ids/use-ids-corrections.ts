import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { correctIdsCitation, removeIdsCitation, undoIdsCorrection } from '@iprism/shared/api/ids';
import type { IdsHeldCitation, IdsResponse } from '@iprism/shared/contracts/ids';
import { useConfirm, useToast } from '@iprism/shared/shell';
import { inputOf, type CitationForm } from './citation-form';

/** The server's refusal, with each field's message when it refused the form (400 details). */
function refusal(err: unknown): string {
  if (isApiError(err) && Array.isArray(err.details)) {
    const messages = (err.details as { message?: unknown }[]).map((d) => d?.message).filter((m): m is string => typeof m === 'string');
    if (messages.length) return messages.join(' ');
  }
  return apiErrorText(err);
}

export interface IdsCorrections {
  /** The ref of the citation in the correction dialog. */
  editing: string | null;
  busy: boolean;
  error: string | null;
  edit: (ref: string) => void;
  close: () => void;
  save: (form: CitationForm) => Promise<void>;
  undo: () => Promise<void>;
  remove: (held: IdsHeldCitation) => Promise<void>;
  restore: (ref: string) => Promise<void>;
}

/**
 * Correcting the IDS from the report: each change goes to the server, which checks the whole IDS again
 * and answers it; that answer replaces the cached IDS the section shows. A saved citation that still fails
 * keeps its dialog open with the server's messages.
 */
export function useIdsCorrections(applicationId: string): IdsCorrections {
  const toast = useToast();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changing = useMutation({
    mutationFn: (request: () => Promise<IdsResponse>) => request(),
    onSuccess: (ids) => queryClient.setQueryData(applicationQueries.ids(applicationId).queryKey, ids),
  });

  /** Sends one change; the new IDS is shown, a refusal returned as its message. */
  const call = async (request: () => Promise<IdsResponse>): Promise<{ ids: IdsResponse } | { refused: string }> => {
    setError(null);
    try {
      return { ids: await changing.mutateAsync(request) };
    } catch (err) {
      return { refused: refusal(err) };
    }
  };

  const save = async (form: CitationForm) => {
    const ref = editing;
    if (!ref) return;
    const answer = await call(() => correctIdsCitation(applicationId, ref, inputOf(form)));
    if ('refused' in answer) return setError(answer.refused);
    const { ids } = answer;
    const label = `Cite ${form.citeNo || ref}`;
    if (ids.held.some((h) => h.ref === ref)) {
      toast.warning(`${label} was saved but still fails its checks: it stays out of the SB/08 PDF.`);
      return;
    }
    setEditing(null);
    const number = ids.citations.find((c) => c.ref === ref)?.publicationNumber;
    toast.success(`${label} corrected${number ? `: ${number}` : ''}.`);
  };

  const undo = async () => {
    const ref = editing;
    if (!ref) return;
    const answer = await call(() => undoIdsCorrection(applicationId, ref));
    if ('refused' in answer) return setError(answer.refused);
    setEditing(null);
    toast.info('The citation is back as the uploaded IDS gave it.');
  };

  const remove = async (held: IdsHeldCitation) => {
    const name = `cite ${held.citeNo ?? held.ref}`;
    const removed = await confirm({
      title: `Remove ${name} from the IDS?`,
      message: `${held.label} will not be filed with this IDS (${held.reasons.join(' ')}). You can put it back.`,
      type: 'warning',
      confirmText: 'Remove',
      cancelText: 'Keep it',
    });
    if (!removed) return;
    const answer = await call(() => removeIdsCitation(applicationId, held.ref));
    if ('refused' in answer) toast.error(`Cite ${held.citeNo ?? held.ref} could not be removed: ${answer.refused}`);
    else toast.success(`Cite ${held.citeNo ?? held.ref} was removed from the IDS.`);
  };

  const restore = async (ref: string) => {
    const answer = await call(() => undoIdsCorrection(applicationId, ref));
    if ('refused' in answer) toast.error(`The citation could not be put back: ${answer.refused}`);
  };

  return {
    editing,
    busy: changing.isPending,
    error,
    edit: (ref) => {
      setError(null);
      setEditing(ref);
    },
    close: () => setEditing(null),
    save,
    undo,
    remove,
    restore,
  };
}
