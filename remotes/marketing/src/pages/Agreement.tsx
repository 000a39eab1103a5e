import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';
import { agreementQueries } from '@iprism/shared/api/company-queries';
import type { AgreementReceipt } from '@iprism/shared/contracts/agreements';
import { SignAgreementForm } from '../features/agreement/SignAgreementForm';
import { useSeo } from '@iprism/shared/site';
import { formatLongDate } from '../features/common/format-date';
import { Markdown } from '@iprism/shared/ui';
import { STATE_LABEL, agreementStatus, canAgree, certificatePath, agreementDetails, type AgreementDetails, type AgreementStatus } from '../features/agreement/agreement';

const STATUS_CHIP: Record<AgreementStatus, { label: string; color: 'success' | 'default' | 'info' }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  pending: { label: 'Not yet in effect', color: 'info' },
};

function AgreementView({ agreement, token }: { agreement: AgreementDetails; token: string }) {
  const [receipt, setReceipt] = useState<AgreementReceipt | null>(null);
  useSeo({ title: agreement.title, description: `Agreement issued ${formatLongDate(agreement.issuedAt)}.`, path: '/agreement' });
  const status = agreement.serverStatus === 'expired' ? 'expired' : agreementStatus(agreement, Date.now());
  const agreed = receipt ?? (agreement.serverStatus === 'agreed' && agreement.agreedAt ? { agreedAt: agreement.agreedAt, signerName: agreement.signerName ?? '', textSha256: agreement.textSha256 ?? '' } : null);
  const chip = STATUS_CHIP[status];
  return (
    <Box component="article" aria-labelledby="agreement-title" data-testid="agreement-view">
      <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
        Agreement
      </Typography>
      <Typography id="agreement-title" variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {agreement.title}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={agreed ? 'Agreed' : agreement.serverStatus ? STATE_LABEL[agreement.serverStatus] : chip.label} color={agreed ? 'success' : chip.color} variant="outlined" size="small" data-testid="agreement-status" />
        <Typography variant="body2" color="text.secondary">
          Issued <time dateTime={agreement.issuedAt}>{formatLongDate(agreement.issuedAt)}</time> · {status === 'expired' ? 'Expired' : 'Valid until'}{' '}
          <time dateTime={agreement.expiresAt}>{formatLongDate(agreement.expiresAt)}</time>
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="agreement-parties">
        <Typography id="agreement-parties" variant="h6" component="h2" gutterBottom>
          Parties
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {agreement.parties.map((p) => (
            <Box key={`${p.role}-${p.name}`}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.8, fontWeight: 700 }}>
                {p.role}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {p.name}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Box component="section" aria-label="Agreement text" sx={{ mt: 4 }}>
        <Markdown source={agreement.body} />
      </Box>
      {agreed && (
        <Alert severity="success" sx={{ mt: 5 }} data-testid="agreement-agreed">
          Agreed by <strong>{agreed.signerName}</strong> on <time dateTime={agreed.agreedAt}>{new Date(agreed.agreedAt).toLocaleString()}</time>.
          <Box component="span" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', fontSize: '0.8rem' }}>
            SHA-256 of the text: <code>{agreed.textSha256}</code>
          </Box>
          <Button href={certificatePath(token)} variant="outlined" size="small" sx={{ mt: 1.5 }} data-testid="certificate-download">
            Download certificate (PDF)
          </Button>
        </Alert>
      )}
      {!agreed && canAgree(agreement, Date.now()) && <SignAgreementForm token={token} recipientName={agreement.recipientName} onAgreed={setReceipt} />}
      {!agreed && status === 'expired' && (
        <Typography color="text.secondary" sx={{ mt: 4 }}>
          This agreement has expired. Ask the person who sent you the link for a new one.
        </Typography>
      )}
    </Box>
  );
}

function AgreementProblem({ notFound, message, onRetry }: { notFound: boolean; message: string; onRetry: () => void }) {
  useSeo({ title: notFound ? 'Agreement not found' : 'Agreement', path: '/agreement' });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role={notFound ? undefined : 'alert'} data-testid={notFound ? 'agreement-not-found' : 'agreement-error'}>
      <Box sx={{ color: 'text.secondary', mb: 1 }}>
        <LinkOffIcon sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }} gutterBottom>
        {notFound ? 'Agreement not found' : 'This agreement could not be loaded'}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, maxWidth: 520, mx: 'auto' }}>
        {notFound ? 'This agreement link is invalid or has expired. Agreement links are personal and time-limited; ask the person who sent it for a new one.' : message}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {!notFound && (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button variant={notFound ? 'contained' : 'outlined'} component={RouterLink} to="/contact">
          Contact us
        </Button>
      </Box>
    </Paper>
  );
}

export default function Agreement() {
  const { token = '' } = useParams();
  const agreement = useQuery({ ...agreementQueries.agreement(token), select: agreementDetails });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      {agreement.status === 'pending' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} data-testid="agreement-loading">
          <CircularProgress aria-label="Loading agreement" />
        </Box>
      )}
      {agreement.status === 'error' && <AgreementProblem notFound={isApiError(agreement.error) && agreement.error.status === 404} message={apiErrorText(agreement.error)} onRetry={() => void agreement.refetch()} />}
      {agreement.status === 'success' && <AgreementView agreement={agreement.data} token={token} />}
    </Container>
  );
}
