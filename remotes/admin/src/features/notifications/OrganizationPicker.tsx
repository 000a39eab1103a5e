import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOrganizations } from './use-organizations';
import { countOf } from '@iprism/shared/text';

interface OrganizationPickerProps {
  value: string;
  onChange: (organizationId: string) => void;
  error?: string;
  disabled: boolean;
}

const members = (n: number) => countOf(n, 'member');

/** Picks the organisation whose members receive the notification, from every organisation (staff list). */
export function OrganizationPicker({ value, onChange, error, disabled }: OrganizationPickerProps) {
  const organizations = useOrganizations();
  if (organizations.status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid="organizations-error"
        action={
          <Button color="inherit" size="small" onClick={organizations.retry}>
            Retry
          </Button>
        }
      >
        {`Could not load the organizations. ${organizations.message}`}
      </Alert>
    );
  }
  const loading = organizations.status === 'loading';
  return (
    <TextField
      select
      fullWidth
      label="Organization"
      value={loading ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || loading}
      error={Boolean(error)}
      helperText={error ?? (loading ? 'Loading organizations…' : ' ')}
      data-testid="send-organization"
    >
      {/* A select needs at least one option, also while the list is loading or when it is empty. */}
      {organizations.status === 'ready' && organizations.organizations.length > 0 ? (
        organizations.organizations.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {`${o.name} (${members(o.memberCount)})`}
          </MenuItem>
        ))
      ) : (
        <MenuItem value="" disabled>
          {loading ? 'Loading organizations…' : 'No organizations yet'}
        </MenuItem>
      )}
    </TextField>
  );
}
