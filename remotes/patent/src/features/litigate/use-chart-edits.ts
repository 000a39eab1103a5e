import { useEffect, useState } from 'react';
import { saveBlob, type DownloadedFile } from '@iprism/shared/api';
import type { ChartEdit, InvalidityExportFormat } from '@iprism/shared/contracts';
import { useToast } from '@iprism/shared/shell';
import { loadErrorMessage } from '../account/api-errors';
import { upsertEdit, type EditPatch } from './chart-edits';

export interface ChartEditsSource<T> {
  /** The edits stored with the chart; taken again whenever nothing is left unsaved. */
  stored: readonly ChartEdit[];
  save: (edits: ChartEdit[]) => Promise<T>;
  onSaved: (saved: T) => void;
  download: (format: InvalidityExportFormat) => Promise<DownloadedFile>;
}

/** The attorney's edits of a claim chart (invalidity or infringement): kept locally until saved, saved before an export. */
export function useChartEdits<T>({ stored, save, onSaved, download }: ChartEditsSource<T>) {
  const toast = useToast();
  const [edits, setEdits] = useState<ChartEdit[]>([...stored]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!dirty) setEdits([...stored]);
  }, [stored, dirty]);

  const edit = (reference: string, elementId: string, patch: EditPatch) => {
    setEdits((list) => upsertEdit(list, reference, elementId, patch));
    setDirty(true);
  };

  const saveEdits = async () => {
    setSaving(true);
    try {
      onSaved(await save(edits));
      setDirty(false);
      toast.success('Your chart edits are saved.');
    } catch (err) {
      toast.error(`The edits were not saved: ${loadErrorMessage(err)}`);
    } finally {
      setSaving(false);
    }
  };

  const exportAs = async (format: InvalidityExportFormat) => {
    try {
      if (dirty) await saveEdits();
      const file = await download(format);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The ${format.toUpperCase()} export failed: ${loadErrorMessage(err)}`);
    }
  };

  return { edits, dirty, saving, edit, save: saveEdits, exportAs };
}
