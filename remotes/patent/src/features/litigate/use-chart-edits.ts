import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import type { DownloadedFile } from '@iprism/shared/api/applications';
import { saveBlob } from '@iprism/shared/api/save-blob';
import type { ChartEdit, InvalidityExportFormat } from '@iprism/shared/contracts/litigation';
import { useToast } from '@iprism/shared/shell';
import { upsertEdit, type EditPatch } from './chart-edits';

export interface ChartEditsSource<T> {
  /** The edits stored with the chart; taken again whenever nothing is left unsaved. */
  stored: readonly ChartEdit[];
  save: (edits: ChartEdit[]) => Promise<T>;
  /** Writes the chart as stored to its query. */
  onSaved: (saved: T) => void;
  download: (format: InvalidityExportFormat) => Promise<DownloadedFile>;
}

/** The attorney's edits of a claim chart (invalidity or infringement): kept locally until saved, saved before an export. */
export function useChartEdits<T>({ stored, save, onSaved, download }: ChartEditsSource<T>) {
  const toast = useToast();
  const [edits, setEdits] = useState<ChartEdit[]>([...stored]);
  const [dirty, setDirty] = useState(false);
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      onSaved(saved);
      setDirty(false);
      toast.success('Your chart edits are saved.');
    },
    onError: (err) => toast.error(`The edits were not saved: ${apiErrorText(err)}`),
  });
  useEffect(() => {
    if (!dirty) setEdits([...stored]);
  }, [stored, dirty]);

  const edit = (reference: string, elementId: string, patch: EditPatch) => {
    setEdits((list) => upsertEdit(list, reference, elementId, patch));
    setDirty(true);
  };

  // A failed save has had its toast (onError).
  const saveEdits = () => saving.mutateAsync(edits).catch(() => undefined);

  const exportAs = async (format: InvalidityExportFormat) => {
    try {
      if (dirty) await saveEdits();
      const file = await download(format);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The ${format.toUpperCase()} export failed: ${apiErrorText(err)}`);
    }
  };

  return { edits, dirty, saving: saving.isPending, edit, save: saveEdits, exportAs };
}
