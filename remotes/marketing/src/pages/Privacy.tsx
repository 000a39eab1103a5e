import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function Privacy() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1">
        Privacy
      </Typography>
    </Container>
  );
}
