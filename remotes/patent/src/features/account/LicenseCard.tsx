import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { creditLevel, creditMessage } from '@iprism/shared/notifications';
import { formatDate } from './format-time';
import { licenseSourceLabel, licenseTypeLabel } from './license-label';
import { UPGRADE_PATH } from './paths';
import { ResourceView } from './ResourceView';
import { SectionCard } from './SectionCard';
import type { UseQueryResult } from '@tanstack/react-query';

export interface LicenseCardProps {
  /** Loaded by the page (getLicenseDetail), which may show the licence type elsewhere too. */
  license: UseQueryResult<LicenseInfoDetail>;
  /** Client-portal users may not open the upgrade page (SPEC §6), so they get no link to it. */
  showUpgrade: boolean;
}

function Facts({ license }: { license: LicenseInfoDetail }) {
  const rows: [string, string][] = [
    ['Licence', licenseTypeLabel(license.licenseType)],
    ['Provided by', licenseSourceLabel(license.source)],
    ['Seats', license.seats === null ? '—' : String(license.seats)],
    ['Starts', formatDate(license.startsAt)],
    ['Ends', license.endsAt ? formatDate(license.endsAt) : license.startsAt ? 'No end date' : '—'],
    ['Credits', String(license.credits)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid={`licence-${term.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The effective licence and the credit balance, warning at or under the SPEC §9 threshold. */
export function LicenseCard({ license, showUpgrade }: LicenseCardProps) {
  const status =
    license.status === 'success' ? (
      <Chip
        size="small"
        variant="outlined"
        color={license.data.hasValidLicense ? 'success' : 'default'}
        label={license.data.hasValidLicense ? 'Active' : 'Inactive'}
        data-testid="licence-status"
      />
    ) : undefined;
  return (
    <SectionCard title="Licence and credits" description="What your account may use, and what it has left." aside={status} testId="licence-card">
      <ResourceView resource={license} label="your licence">
        {(data) => {
          const level = creditLevel(data.credits);
          return (
            <>
              <Facts license={data} />
              <Alert severity={level} sx={{ mt: 2 }} data-testid="credit-alert" data-level={level}>
                {creditMessage(data.credits)}
              </Alert>
              {showUpgrade && (
                <Button component={RouterLink} to={UPGRADE_PATH} variant={level === 'info' ? 'outlined' : 'contained'} sx={{ mt: 2 }}>
                  Upgrade or buy credits
                </Button>
              )}
            </>
          );
        }}
      </ResourceView>
    </SectionCard>
  );
}
