/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region in the tab order, so the keyboard can scroll it', () => {
    render(
      <ScrollRegion label="Invoices" sx={{ maxHeight: 200 }}>
        <table aria-label="Invoices" />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Invoices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
