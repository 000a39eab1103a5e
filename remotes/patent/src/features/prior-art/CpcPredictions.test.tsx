import { render, screen, within } from '@testing-library/react';
import { CPC_LOW_CONFIDENCE } from '@iprism/shared/contracts/patents';
import { CpcPredictions } from './CpcPredictions';

describe('CpcPredictions', () => {
  it('shows each subclass with its score, the documents that support it, and "low confidence" below the threshold', () => {
    render(
      <CpcPredictions
        predictions={[
          { symbol: 'G10L', title: 'SPEECH ANALYSIS', score: 0.82, supporting: [{ publicationNumber: 'US11100920B2', title: 'Speech recogniser' }] },
          { symbol: 'G06N', title: 'COMPUTER SYSTEMS BASED ON SPECIFIC COMPUTATIONAL MODELS', score: CPC_LOW_CONFIDENCE - 0.01 },
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Predicted CPC subclasses' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('G10L SPEECH ANALYSIS');
    expect(first).toHaveTextContent('82%');
    expect(first).toHaveTextContent('Supported by US11100920B2 (Speech recogniser)');
    expect(within(first!).queryByText('low confidence')).toBeNull();
    expect(within(second!).getByText('low confidence')).toBeInTheDocument();
    expect(second).toHaveTextContent('49%');
  });

  it('says why there is no prediction', () => {
    render(<CpcPredictions predictions={[]} />);
    expect(screen.getByText(/No prediction/)).toBeInTheDocument();
  });
});
