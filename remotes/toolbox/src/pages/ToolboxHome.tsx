import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toolboxQueries } from '@iprism/shared/api/toolbox-queries';
import { TOOLBOX_FORM_INFO } from '@iprism/shared/contracts/toolbox';
import { errorMessage } from '../features/error-message';

/** /dashboard/toolbox: the tools the licence allows, the credits left and the recent form fills. */
export default function ToolboxHome() {
  const query = useQuery(toolboxQueries.home());
  const home = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1080 }}>
      <Typography variant="h4" component="h2">
        Toolbox
      </Typography>
      {error && (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
          {error}
        </Alert>
      )}
      {!home && !error && <Typography color="text.secondary">Loading your tools…</Typography>}
      {home && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="toolbox-credits">
            <Typography variant="body1">
              <strong>{home.credits}</strong> credits left{home.licenseType ? ` on your ${home.licenseType} licence` : ''}.
            </Typography>
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {home.tools.map((tool) => (
              <Card key={tool.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {tool.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {tool.description}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button component={RouterLink} to={tool.path} data-testid={`tool-${tool.id}`}>
                    Open
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
          <section aria-labelledby="recent-fills">
            <Typography id="recent-fills" variant="h6" component="h2" gutterBottom>
              Recent form fills
            </Typography>
            {home.recentFills.length === 0 ? (
              <Typography color="text.secondary">
                None yet. <Link component={RouterLink} to="/dashboard/toolbox/formfill">Fill a form</Link> from an application’s data.
              </Typography>
            ) : (
              <List disablePadding>
                {home.recentFills.map((fill) => (
                  <ListItem key={fill.id} disableGutters secondaryAction={<Button component={RouterLink} to={`/dashboard/toolbox/formfill?fill=${encodeURIComponent(fill.id)}`}>Reopen</Button>}>
                    <ListItemText primary={fill.title} secondary={`${TOOLBOX_FORM_INFO[fill.form].name} · saved ${new Date(fill.updatedAt).toLocaleString()}`} />
                  </ListItem>
                ))}
              </List>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
