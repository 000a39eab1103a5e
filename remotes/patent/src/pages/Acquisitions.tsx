import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { portfolioQueries } from '@iprism/shared/api/workspace-queries';
import { ResourceView } from '../features/account/ResourceView';
import { SectionCard } from '../features/account/SectionCard';
import { PortfolioCreate } from '../features/acquisitions/PortfolioCreate';
import { PortfolioView } from '../features/acquisitions/PortfolioView';
import { TermCalculator } from '../features/acquisitions/TermCalculator';

/** /dashboard/acquisitions: the due-diligence pack of a portfolio, and the term and fee calculator. */
export default function Acquisitions() {
  const portfolios = useQuery(portfolioQueries.list());
  const [selected, setSelected] = useState<string | null>(null);
  const current = selected ?? (portfolios.status === 'success' ? (portfolios.data[0]?.id ?? null) : null);
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h2">
        Acquisitions
      </Typography>
      <SectionCard title="Portfolios" description="Each patent's expiry with its basis, maintenance fees, claims, CPC, citations and family, with your notes." testId="portfolios">
        <ResourceView resource={portfolios} label="your portfolios">
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">No portfolio yet: create one below from pasted numbers or a CSV.</Typography>
            ) : (
              <Stack spacing={2}>
                <TextField select label="Portfolio" value={current ?? ''} onChange={(e) => setSelected(e.target.value)} sx={{ maxWidth: 420 }} slotProps={{ htmlInput: { 'data-testid': 'portfolio-select' } }}>
                  {list.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.name} ({p.found} found{p.missing ? `, ${p.missing} missing` : ''})
                    </MenuItem>
                  ))}
                </TextField>
                {current && <PortfolioView key={current} id={current} />}
              </Stack>
            )
          }
        </ResourceView>
      </SectionCard>
      <SectionCard title="New portfolio" description="Paste patent numbers or upload a CSV." testId="portfolio-create">
        <PortfolioCreate onCreated={(created) => setSelected(created.id)} />
      </SectionCard>
      <SectionCard title="Patent term and maintenance fees" description="US rules: 20 years from filing since 1995-06-08 plus PTA and PTE, the 17-year transition, design 14 or 15 years; fee windows at 3.5, 7.5 and 11.5 years." testId="term-calculator">
        <TermCalculator />
      </SectionCard>
    </Stack>
  );
}
