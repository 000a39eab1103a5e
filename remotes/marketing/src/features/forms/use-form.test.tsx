import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { answer } from '../../testing/fetch-answer';
import { ContactForm } from '../contact/ContactForm';
import { FIX_FIELDS_MESSAGE } from './submit-form';
import { CHECK_FIELDS_MESSAGE } from './use-form';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderForm() {
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact']}>
        <Routes>
          <Route path="/contact" element={<ContactForm topic="sales" />} />
          <Route path="/thank-you" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

function fillValid() {
  fill(/Full name/, 'Ada Lovelace');
  fill(/Work email/, 'ada@example.com');
  fill(/Message/, 'We would like to know more about the plans.');
}

afterEach(() => store.get(toastsAtom).forEach((t) => removeToast(t.id)));

describe('useForm', () => {
  it('stops an invalid form in the browser and focuses its first invalid field', async () => {
    const { calls } = answer(201, { id: '1' });
    renderForm();
    send();
    expect(await screen.findByText(CHECK_FIELDS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields, says so above the form and focuses the first', async () => {
    answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: [{ path: 'email', message: 'This address does not take mail.' }] });
    renderForm();
    fillValid();
    send();
    expect(await screen.findByText('This address does not take mail.')).toBeInTheDocument();
    expect(screen.getByTestId('contact-form-error')).toHaveTextContent(FIX_FIELDS_MESSAGE);
    expect(toasts()).toContain(`error: ${FIX_FIELDS_MESSAGE}`);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Work email/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('confirms a stored submission and goes to the thank-you page', async () => {
    const { calls } = answer(201, { id: '42' });
    renderForm();
    fillValid();
    send();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/thank-you?form=contact'));
    expect(calls[0]?.url).toBe('/api/forms/contact');
    expect(toasts()).toContain('success: Thanks for getting in touch. Your message is with our team.');
  });
});
