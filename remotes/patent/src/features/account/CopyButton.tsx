import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toast } from '@iprism/shared/shell';
import { copyText } from './copy-text';

export interface CopyButtonProps {
  text: string;
  /** The button's visible name ("Copy codes"). */
  label: string;
  /** Toasted once copied. */
  copiedMessage: string;
  testId?: string;
}

export const COPY_FAILED_MESSAGE = 'Copying is not available in this browser. Select the text and copy it yourself.';

export function CopyButton({ text, label, copiedMessage, testId }: CopyButtonProps) {
  const copy = async () => {
    if (await copyText(text)) toast.success(copiedMessage);
    else toast.error(COPY_FAILED_MESSAGE);
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()} data-testid={testId}>
      {label}
    </Button>
  );
}
