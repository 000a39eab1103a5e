import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { CallToAction } from '../features/common/CallToAction';
import { PageHeader } from '../features/common/PageHeader';
import { FORMATS, PRODUCTS } from '../features/products/content';
import { ProductBlock } from '../features/products/ProductBlock';

export default function Products() {
  useSeo({
    title: 'Products',
    description: 'Application reports, prior-art search, IDS review, scout, toolbox form fill and a client portal: the iPrism products for patent professionals.',
    path: '/products',
  });
  return (
    <>
      <PageHeader
        eyebrow="Products"
        title="One platform for the whole life of an application"
        lead="From the first read of a claim set to the filed IDS and the client update: each iPrism product does one job well and shares its results with the others."
      />
      <Container maxWidth="lg">
        <Box component="nav" aria-label="Products on this page" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 3 }}>
          {PRODUCTS.map((p) => (
            <Button key={p.id} href={`#${p.id}`} size="small" variant="outlined" color="inherit">
              {p.name}
            </Button>
          ))}
        </Box>
        {PRODUCTS.map((p) => (
          <ProductBlock key={p.id} product={p} />
        ))}
        <Box component="section" aria-labelledby="formats-heading" sx={{ py: { xs: 5, md: 7 }, borderTop: 1, borderColor: 'divider' }}>
          <Typography id="formats-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            Formats iPrism reads
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {FORMATS.map((f) => (
              <Paper key={f.name} variant="outlined" sx={{ p: 2.5 }}>
                <Typography variant="h6" component="h3">
                  {f.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {f.text}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      </Container>
      <CallToAction />
    </>
  );
}
