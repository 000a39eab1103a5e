import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { BelowTheFold } from './BelowTheFold';

describe('BelowTheFold', () => {
  it('leaves its content out of the first commit and renders it right after', async () => {
    const atFirstCommit: string[] = [];
    function Witness() {
      useLayoutEffect(() => void atFirstCommit.push(document.body.textContent ?? ''), []);
      return null;
    }
    render(
      <>
        <h1>Pricing</h1>
        <BelowTheFold>
          <p>Compare plans</p>
        </BelowTheFold>
        <Witness />
      </>,
    );
    expect(atFirstCommit).toEqual(['Pricing']);
    expect(await screen.findByText('Compare plans')).toBeTruthy();
  });
});
