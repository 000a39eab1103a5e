import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as accordions; MUI wraps each summary in an h3, so the page outline lists the questions. */
export function FaqList({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <div>
      {items.map((item, i) => (
        <Accordion key={item.question} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${idPrefix}-${i}-q`} aria-controls={`${idPrefix}-${i}-a`}>
            <Typography component="span" fontWeight={600}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-${i}-a`}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
