import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function Feedback() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1">
        Feedback
      </Typography>
    </Container>
  );
}
