import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { FeedbackForm } from '../features/feedback/FeedbackForm';

export default function Feedback() {
  useSeo({ title: 'Feedback', description: 'Tell the iPrism product team what works and what to improve in reports, prior-art search, IDS review and the interface.', path: '/feedback' });
  return (
    <>
      <PageHeader
        eyebrow="Feedback"
        title="Tell us how iPrism works for you"
        lead="The product team reads every piece of feedback and uses it to decide what to build and fix next."
        maxWidth="md"
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <FeedbackForm />
        </Paper>
      </Container>
    </>
  );
}
