import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { supportQueries } from '@iprism/shared/api/workspace-queries';
import { ResourceView } from '../features/account/ResourceView';
import { SectionCard } from '../features/account/SectionCard';
import { SupportForm } from '../features/support/SupportForm';
import { TicketList } from '../features/support/TicketList';

/** /dashboard/patent/support: write to support, and read the answers to what you wrote. */
export default function PatentSupport() {
  const tickets = useQuery(supportQueries.mine());
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <SectionCard
        title="Contact support"
        description="The iPrism team answers here and with a notification."
        aside={
          <Button component={RouterLink} to="/dashboard/patent/documentation" size="small">
            Read the documentation
          </Button>
        }
        testId="support-contact"
      >
        <SupportForm />
      </SectionCard>
      <SectionCard title="Your tickets" testId="support-tickets">
        <ResourceView resource={tickets} label="your tickets">
          {(list) => <TicketList tickets={list} />}
        </ResourceView>
      </SectionCard>
    </Stack>
  );
}
