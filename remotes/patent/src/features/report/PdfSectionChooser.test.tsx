import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { REPORT_PDF_SECTIONS, REPORT_PDF_MESSAGES, type ReportPdfSection } from '@iprism/shared/contracts/report-pdf';
import { PdfSectionChooser } from './PdfSectionChooser';

function Harness({ seen }: { seen: (chosen: ReportPdfSection[]) => void }) {
  const [chosen, setChosen] = useState<ReportPdfSection[]>([...REPORT_PDF_SECTIONS]);
  return (
    <PdfSectionChooser
      chosen={chosen}
      onChange={(next) => {
        seen(next);
        setChosen(next);
      }}
    />
  );
}

describe('PdfSectionChooser', () => {
  it('offers every section ticked, keeps print order as boxes are unticked, and warns when none is left', () => {
    const seen = jest.fn();
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByTestId('export-pdf-sections'));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(REPORT_PDF_SECTIONS.length);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Fees' }));
    expect(seen).toHaveBeenLastCalledWith(['summary', 'statistics', 'claims', 'findings', 'cpc', 'priorArt', 'ids']);
    expect(screen.getByTestId('export-pdf-sections')).toHaveTextContent('PDF sections (7 of 8)');

    for (const name of ['Summary', 'Statistics', 'Claims', 'Findings', 'CPC classes', 'Prior art and claim charts', 'IDS']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(seen).toHaveBeenLastCalledWith([]);
    expect(screen.getByText(REPORT_PDF_MESSAGES.noSection)).toBeInTheDocument();
  });
});
