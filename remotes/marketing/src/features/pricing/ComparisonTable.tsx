import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { COMPARISON, FAMILIES, plansOf, type ComparisonValue, type PlanFamily } from './plans';

function Value({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <CheckIcon color="success" fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHiddenSx}>
          Included
        </Box>
      </>
    );
  if (value === false)
    return (
      <>
        <RemoveIcon color="disabled" fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHiddenSx}>
          Not included
        </Box>
      </>
    );
  return <>{value}</>;
}


/** Plans side by side; scrolls sideways on phones with the feature column kept in view. */
export function ComparisonTable({ family }: { family: PlanFamily }) {
  const plans = plansOf(family);
  // Positioned, so the hidden cell labels (absolute) scroll with the table instead of widening the page.
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="comparison-table" sx={{ position: 'relative' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px' }}>{`${FAMILIES[family].name} plans compared`}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 200 }}>
              Feature
            </TableCell>
            {plans.map((p) => (
              <TableCell key={p.licenseType} scope="col" align="center" sx={{ fontWeight: 700 }}>
                {p.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARISON[family].map((row) => (
            <TableRow key={row.feature} hover>
              <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                {row.feature}
              </TableCell>
              {row.values.map((v, i) => (
                <TableCell key={plans[i]?.licenseType ?? i} align="center">
                  <Value value={v} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
