import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function Home() {
  return (
    <Box>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 12 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Patent analytics that reads like an expert
        </Typography>
        <Typography variant="h6" color="text.secondary" sx={{ maxWidth: 720, mb: 4 }}>
          iPrism analyses patent applications, searches prior art and prepares your information disclosure statement, with every
          stage visible as it runs.
        </Typography>
        <Button variant="contained" size="large" href="/sign-up">
          Start free
        </Button>
      </Container>
      <Container id="features" maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h4" component="h2">
          Features
        </Typography>
      </Container>
    </Box>
  );
}
