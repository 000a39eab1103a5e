import { render, screen } from '@testing-library/react';
import { CorpusLoadingAlert } from './CorpusLoading';

describe('CorpusLoadingAlert', () => {
  it('says how much of the corpus is in while it loads, and nothing once it is ready', () => {
    const { rerender } = render(<CorpusLoadingAlert load={{ state: 'loading', documents: 1675, total: 4610, embedded: 0 }} />);
    expect(screen.getByTestId('corpus-loading')).toHaveTextContent('Corpus loading: 1,675 of 4,610 documents');
    rerender(<CorpusLoadingAlert load={{ state: 'ready', documents: 4610, total: 4610, embedded: 4610 }} />);
    expect(screen.queryByTestId('corpus-loading')).toBeNull();
    rerender(<CorpusLoadingAlert load={undefined} />);
    expect(screen.queryByTestId('corpus-loading')).toBeNull();
  });
});
