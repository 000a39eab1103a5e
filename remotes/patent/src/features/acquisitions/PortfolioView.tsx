import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadPortfolio } from '@iprism/shared/api/acquisitions';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { portfolioQueries } from '@iprism/shared/api/workspace-queries';
import type { PortfolioDetail, PortfolioExportFormat } from '@iprism/shared/contracts/acquisitions';
import { toast } from '@iprism/shared/shell';
import { ResourceView } from '../account/ResourceView';
import { PortfolioCharts } from './PortfolioCharts';
import { PortfolioTable } from './PortfolioTable';

/** One portfolio: exports, the charts, the table and the numbers the corpus does not hold. */
export function PortfolioView({ id }: { id: string }) {
  const portfolio = useQuery(portfolioQueries.detail(id));
  return (
    <ResourceView resource={portfolio} label="the portfolio" lines={6}>
      {(detail) => <PortfolioBody detail={detail} />}
    </ResourceView>
  );
}

function PortfolioBody({ detail }: { detail: PortfolioDetail }) {
  const exporting = useMutation({
    mutationFn: (format: PortfolioExportFormat) => downloadPortfolio(detail.id, format),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const busy = exporting.isPending ? exporting.variables : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {detail.rows.length} patents, computed on {detail.asOf}. Expiry is from the record’s filing and grant dates; open the term calculator for PTA, PTE or a terminal disclaimer.
        </Typography>
        <Button variant="outlined" onClick={() => exporting.mutate('xlsx')} disabled={busy !== null} data-testid="export-xlsx">
          {busy === 'xlsx' ? 'Preparing…' : 'Export XLSX'}
        </Button>
        <Button variant="outlined" onClick={() => exporting.mutate('pdf')} disabled={busy !== null} data-testid="export-pdf">
          {busy === 'pdf' ? 'Preparing…' : 'Export PDF pack'}
        </Button>
      </Stack>
      {detail.missing.length > 0 && (
        <Alert severity="warning" data-testid="portfolio-missing">
          Not in the corpus ({detail.missing.length}): {detail.missing.join(', ')}. Ask your iPrism administrator to import them into the corpus (a USPTO XML, JSON Lines or CSV export holding them; the admin home shows the corpus and its imports). They join this table once imported.
        </Alert>
      )}
      {detail.rows.length > 0 ? (
        <>
          <PortfolioCharts rows={detail.rows} />
          <PortfolioTable portfolioId={detail.id} rows={detail.rows} />
        </>
      ) : (
        <Typography color="text.secondary">None of these numbers is in the corpus yet.</Typography>
      )}
    </Stack>
  );
}
