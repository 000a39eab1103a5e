import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function DevCsrfTest() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1">
        Dev Csrf Test
      </Typography>
    </Container>
  );
}
