import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConfirm, useToast, type ConfirmType } from '@iprism/shared/shell';
import { LogoSpinner, PasswordStrengthMeter, Spinner } from '@iprism/shared/ui';

/** A progress toast advances by this much per tick, so a full run outlasts the 5 s toast timeout. */
const PROGRESS_STEP_PERCENT = 10;
const PROGRESS_TICK_MS = 700;
/** How long the demo `onConfirm` pretends to work. */
const DEMO_WORK_MS = 1500;
const CONFIRM_TYPES: readonly ConfirmType[] = ['info', 'warning', 'danger', 'success', 'error'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ToastBench() {
  const toast = useToast();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), []);

  const runProgress = () => {
    if (timer.current) clearInterval(timer.current);
    let percent = 0;
    const id = toast.progress('Uploading application…', percent);
    timer.current = setInterval(() => {
      percent += PROGRESS_STEP_PERCENT;
      toast.update(id, percent, percent >= 100 ? 'Upload complete' : `Uploading application… ${percent}%`);
      if (percent >= 100 && timer.current) clearInterval(timer.current);
    }, PROGRESS_TICK_MS);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button variant="outlined" color="success" data-testid="test-toast-success" onClick={() => toast.success('Report saved')}>
        Success
      </Button>
      <Button variant="outlined" color="error" data-testid="test-toast-error" onClick={() => toast.error('Failed to save notification')}>
        Error
      </Button>
      <Button variant="outlined" color="warning" data-testid="test-toast-warning" onClick={() => toast.warning('Only 5 credits left')}>
        Warning
      </Button>
      <Button variant="outlined" color="info" data-testid="test-toast-info" onClick={() => toast.info('Prior-art search started')}>
        Info
      </Button>
      <Button variant="outlined" data-testid="test-toast-4" onClick={() => [1, 2, 3, 4].forEach((n) => toast.info(`Toast ${n}`))}>
        Four in a row
      </Button>
      <Button variant="outlined" color="secondary" data-testid="test-toast-progress" onClick={runProgress}>
        Progress
      </Button>
    </Stack>
  );
}

function ConfirmBench() {
  const { confirm, confirmWithInput } = useConfirm();
  const [result, setResult] = useState('');
  const show = (answer: boolean | string | null) => setResult(answer === null ? 'false' : String(answer));

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {CONFIRM_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            data-testid={`test-confirm-${type}`}
            onClick={async () => show(await confirm({ type, title: `${type[0]?.toUpperCase()}${type.slice(1)} confirmation`, confirmText: type === 'danger' ? 'Delete' : undefined }))}
          >
            {type}
          </Button>
        ))}
        <Button
          variant="outlined"
          data-testid="test-confirm-input"
          onClick={async () => show(await confirmWithInput({ title: 'Reject reference', message: 'Tell the examiner why this reference does not apply.', type: 'warning' }))}
        >
          With input
        </Button>
        <Button
          variant="outlined"
          data-testid="test-confirm-loading"
          onClick={async () => show(await confirm({ title: 'Archive application', onConfirm: () => new Promise((r) => setTimeout(r, DEMO_WORK_MS)) }))}
        >
          With loading
        </Button>
        <Button variant="outlined" data-testid="test-confirm-autoclose" onClick={async () => show(await confirm({ title: 'Close this tab?', autoCloseTab: true }))}>
          Auto-close tab
        </Button>
      </Stack>
      <Typography sx={{ mt: 2 }}>
        Result: <strong data-testid="test-confirm-result">{result}</strong>
      </Typography>
    </>
  );
}

function SpinnerBench() {
  const [overlay, setOverlay] = useState(false);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="center" useFlexGap flexWrap="wrap">
        <LogoSpinner testId="test-logo-spinner" />
        <LogoSpinner sizePx={32} strokeWidth={6} spinDurationMs={800} drawDurationMs={1200} color="#2e7d32" ringColor="#f2a900" label="Loading report" />
        {[3, 6, 12].map((size) => (
          <Spinner key={size} size={size} testId={`test-spinner-${size}`} />
        ))}
        {[1, 4].map((border) => (
          <Spinner key={border} size={8} borderWidth={border} label={`Border ${border}`} />
        ))}
      </Stack>
      <Box sx={{ position: 'relative', height: 120, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Typography>Content under an overlay spinner.</Typography>
        <Button sx={{ position: 'relative', zIndex: 2, mt: 1 }} data-testid="test-spinner-overlay-toggle" onClick={() => setOverlay((v) => !v)}>
          {overlay ? 'Hide overlay' : 'Show overlay'}
        </Button>
        {overlay && <Spinner overlay size={4} testId="test-spinner-overlay" />}
      </Box>
    </Stack>
  );
}

function PasswordBench() {
  const [password, setPassword] = useState('');
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'test-password' } }} />
      <PasswordStrengthMeter password={password} />
    </Stack>
  );
}

/** /test: the UI component test bench, exercising the shell's shared pieces from a remote. */
export default function Test() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        UI component test bench
      </Typography>
      <Stack spacing={3}>
        <Section title="Toasts">
          <ToastBench />
        </Section>
        <Section title="Confirmation dialog">
          <ConfirmBench />
        </Section>
        <Section title="Spinners">
          <SpinnerBench />
        </Section>
        <Section title="Password strength">
          <PasswordBench />
        </Section>
      </Stack>
    </Container>
  );
}
