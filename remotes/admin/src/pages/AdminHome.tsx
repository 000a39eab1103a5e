import Stack from '@mui/material/Stack';
import { CorpusPanel } from '../features/corpus/CorpusPanel';

/** /admin (staff only): the platform's state, starting with the patent corpus. */
export default function AdminHome() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <CorpusPanel />
    </Stack>
  );
}
