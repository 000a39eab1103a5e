import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { UnsubscribeRequest } from '@iprism/shared/contracts/forms';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { UnsubscribeForm } from '../features/unsubscribe/UnsubscribeForm';

function Unsubscribed({ email, onUndoAddress }: { email: string; onUndoAddress: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so screen-reader and keyboard users hear the result.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status" data-testid="unsubscribe-success">
      <Box sx={{ color: 'success.main', mb: 1 }}>
        <MarkEmailReadOutlinedIcon sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h2" gutterBottom sx={{ outline: 'none' }}>
        You&apos;re unsubscribed
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, maxWidth: 520, mx: 'auto' }}>
        We will stop sending product news and event invitations to <strong>{email}</strong>. It can take up to 48 hours for messages already scheduled to stop.
        Service emails about your account, such as sign-in links and security notices, still reach you.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/">
          Back to the home page
        </Button>
        <Button variant="outlined" onClick={onUndoAddress}>
          Unsubscribe another address
        </Button>
      </Box>
    </Paper>
  );
}

export default function Unsubscribe() {
  const [params] = useSearchParams();
  const [done, setDone] = useState<UnsubscribeRequest | null>(null);
  const [formKey, setFormKey] = useState(0);
  useSeo({ title: 'Unsubscribe', description: 'Stop receiving marketing email from iPrism. Account and security emails are not affected.', path: '/unsubscribe' });
  return (
    <>
      <PageHeader
        eyebrow="Email preferences"
        title="Unsubscribe from iPrism emails"
        lead="Stop product news and event invitations. It takes one step, and you can tell us why if you like."
        maxWidth="md"
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {done ? (
          <Unsubscribed
            email={done.email}
            onUndoAddress={() => {
              setDone(null);
              setFormKey((k) => k + 1);
            }}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <UnsubscribeForm key={formKey} email={formKey === 0 ? params.get('email') : null} onDone={setDone} />
          </Paper>
        )}
      </Container>
    </>
  );
}
