import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Edits the note of one cell (project and day). */
export function NoteDialog({ open, title, note, readOnly, onClose, onSave }: { open: boolean; title: string; note: string; readOnly: boolean; onClose: () => void; onSave: (note: string) => void }) {
  const [text, setText] = useState(note);
  useEffect(() => setText(note), [note, open]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="note-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="note-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={3} label="Note" value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, readOnly } }} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && (
          <Button
            variant="contained"
            onClick={() => {
              onSave(text);
              onClose();
            }}
          >
            Keep note
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
