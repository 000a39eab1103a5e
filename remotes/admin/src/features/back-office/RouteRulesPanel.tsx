import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { confirm, toast } from '@iprism/shared/shell';
import { ROUTE_GUARDS, type RouteGuard, type RouteRule, type RouteRuleAnswer } from '@iprism/shared/contracts/route-rules';
import type { StoredRouteRule } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { deleteRouteRule, lookUpRouteRule, saveRouteRule } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { dateTime } from './format';
import { LoadView } from './LoadView';
import { toastOutcome } from '../toast-outcome';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const GUARD_LABELS: Record<RouteGuard, string> = {
  personalEmail: 'Personal e-mail',
  clientPortal: 'Client portal',
  pendingOrganization: 'Pending organisation',
  pilot: 'Pilot licence',
  toolbox: 'Toolbox licence',
  admin: 'Admin',
};

const ALL_ON = Object.fromEntries(ROUTE_GUARDS.map((g) => [g, true])) as Record<RouteGuard, boolean>;
const offList = (guards: Partial<Record<RouteGuard, boolean>>) => ROUTE_GUARDS.filter((g) => guards[g] === false).map((g) => GUARD_LABELS[g]);

function RuleForm({ initial, onSaved }: { initial: StoredRouteRule | null; onSaved: () => void }) {
  const [pattern, setPattern] = useState(initial?.pattern ?? '');
  const [redirect, setRedirect] = useState(initial?.redirect ?? '');
  const [guards, setGuards] = useState<Record<RouteGuard, boolean>>({ ...ALL_ON, ...initial?.guards });
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (rule: RouteRule) => saveRouteRule(rule),
    onSuccess: (saved) => {
      toast.success(`The rule for ${saved.pattern} is saved.`);
      onSaved();
      void queryClient.invalidateQueries({ queryKey: backOfficeQueries.routeRules().queryKey });
    },
  });
  const error = saving.error ? apiErrorText(saving.error) : null;
  const busy = saving.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only guards turned off are stored: a guard left on follows the default if the default ever changes.
    const off = Object.fromEntries(ROUTE_GUARDS.filter((g) => !guards[g]).map((g) => [g, false]));
    saving.mutate({ pattern: pattern.trim(), redirect: redirect.trim() || null, guards: off });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="route-rule-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField size="small" label="Path pattern" placeholder="/dashboard/patent/* or /old-page" value={pattern} onChange={(e) => setPattern(e.target.value)} required sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'rule-pattern' } }} />
        <TextField size="small" label="Redirect to (optional)" placeholder="/dashboard/patent" value={redirect} onChange={(e) => setRedirect(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'rule-redirect' } }} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Guards the browser runs on this path (turn one off to skip it here):
      </Typography>
      <FormGroup row>
        {ROUTE_GUARDS.map((g) => (
          <FormControlLabel key={g} control={<Switch checked={guards[g]} onChange={(e) => setGuards({ ...guards, [g]: e.target.checked })} />} label={GUARD_LABELS[g]} />
        ))}
      </FormGroup>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="route-rule-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy || !pattern.trim()} data-testid="save-route-rule">
        Save rule
      </Button>
    </Box>
  );
}

/** Type a path and see the redirect and guards that apply to it, as the host will. */
function RuleTester() {
  const [path, setPath] = useState('');
  const [answer, setAnswer] = useState<{ path: string; rule: RouteRuleAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const test = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setAnswer({ path: path.trim(), rule: await lookUpRouteRule(path.trim()) });
    } catch (err) {
      setAnswer(null);
      setError(apiErrorText(err));
    }
  };
  const off = answer ? offList(answer.rule.guards) : [];
  return (
    <Box component="form" onSubmit={test} sx={{ mt: 3 }} data-testid="route-rule-tester">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Test a path
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
        <TextField size="small" label="Path" placeholder="/dashboard/patent/priorart" value={path} onChange={(e) => setPath(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'rule-test-path' } }} />
        <Button type="submit" variant="outlined" disabled={!path.trim()}>
          Test
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }} data-testid="rule-test-result">
        {error && <Alert severity="error">{error}</Alert>}
        {answer && (
          <Alert severity="info">
            {answer.path}: {answer.rule.redirect ? `redirects to ${answer.rule.redirect}` : 'no redirect'}; {off.length ? `guards off: ${off.join(', ')}` : 'every guard on'}.
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/** SPEC §7 route rules, edited by iPrism administrators in the /admin root. */
export function RouteRulesPanel() {
  const queryClient = useQueryClient();
  const rules = useQuery(backOfficeQueries.routeRules());
  const deleting = useMutation({ mutationFn: (pattern: string) => deleteRouteRule(pattern), onSuccess: () => void queryClient.invalidateQueries({ queryKey: backOfficeQueries.routeRules().queryKey }) });
  const [editing, setEditing] = useState<StoredRouteRule | null>(null);
  const [formKey, setFormKey] = useState(0);
  const saved = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const remove = (rule: StoredRouteRule) =>
    void confirm({ title: 'Delete this rule?', message: `${rule.pattern} goes back to no redirect and every guard on.`, type: 'danger', confirmText: 'Delete' }).then((ok) => {
      if (ok) void toastOutcome(deleting.mutateAsync(rule.pattern), `The rule for ${rule.pattern} is deleted.`);
    });

  return (
    <AdminCard
      title="Route rules"
      description="Per path (exact, or a prefix ending in /*; the longest match wins): a redirect, and which browser guards run. Changes reach browsers within the access cache's lifetime."
      testId="route-rules-panel"
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        A guard turned off here only stops the browser from sending the user away. The server still checks every API call with its own rules, so a page whose data the user may not read stays empty for them.
      </Alert>
      <LoadView query={rules} testId="route-rules">
        {(rules) =>
          rules.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No rule yet: every path has no redirect and every guard on.
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" data-testid="route-rules-table">
                <TableHead>
                  <TableRow>
                    <TableCell>Pattern</TableCell>
                    <TableCell>Redirect</TableCell>
                    <TableCell>Guards off</TableCell>
                    <TableCell>Changed</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rules.map((r) => (
                    <TableRow key={r.pattern}>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.pattern}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.redirect ?? '—'}</TableCell>
                      <TableCell>{offList(r.guards).join(', ') || 'none'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(r.updatedAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => (setEditing(r), setFormKey((k) => k + 1))}>
                          Edit
                        </Button>
                        <Button size="small" color="error" onClick={() => remove(r)}>
                          Delete
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )
        }
      </LoadView>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {editing ? `Edit ${editing.pattern}` : 'Add a rule'}
      </Typography>
      <RuleForm key={formKey} initial={editing} onSaved={saved} />
      <RuleTester />
    </AdminCard>
  );
}
