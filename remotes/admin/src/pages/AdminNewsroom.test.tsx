import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { createArticle, listAdminArticles } from '@iprism/shared/api/company';
import { newsroomQueries } from '@iprism/shared/api/company-queries';
import type { AdminArticle } from '@iprism/shared/contracts/newsroom-admin';
import AdminNewsroom from './AdminNewsroom';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/company', () => ({ ...jest.requireActual('@iprism/shared/api/company'), listAdminArticles: jest.fn(), createArticle: jest.fn() }));
const list = jest.mocked(listAdminArticles);
const create = jest.mocked(createArticle);

const ARTICLE: AdminArticle = {
  id: 'ids-export-is-here', title: 'IDS export is here', summary: 'Export the IDS of an application in one click.', body: 'The IDS of every application can now be exported as a filled-in form, ready to file.',
  tags: [], state: 'draft', publishedAt: null, coverImage: null, updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderPage() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><AdminNewsroom /></QueryClientProvider>);
  return { invalidate };
}
const writeDraft = async () => {
  fireEvent.click(await screen.findByTestId('article-new'));
  fireEvent.change(screen.getByTestId('article-title'), { target: { value: ARTICLE.title } });
  fireEvent.change(screen.getByTestId('article-summary'), { target: { value: ARTICLE.summary } });
  fireEvent.change(screen.getByTestId('article-body'), { target: { value: ARTICLE.body } });
  fireEvent.click(screen.getByTestId('article-save'));
};

afterEach(() => jest.resetAllMocks());

describe('AdminNewsroom', () => {
  it('lists a new draft at once, keeps it open and refetches the admin and public lists', async () => {
    // The refetch never answers here: what the list shows comes from the saved article alone.
    list.mockResolvedValueOnce([]).mockReturnValue(new Promise(() => {}));
    create.mockResolvedValue(ARTICLE);
    const { invalidate } = renderPage();
    await writeDraft();
    expect(await screen.findByTestId('article-item')).toHaveTextContent(ARTICLE.title);
    expect(create).toHaveBeenCalledWith({ id: 'ids-export-is-here', title: ARTICLE.title, summary: ARTICLE.summary, body: ARTICLE.body, tags: [] });
    expect(screen.getByTestId('article-save')).toHaveTextContent('Save changes');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: newsroomQueries.newsroom().queryKey }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: newsroomQueries.adminArticles().queryKey });
  });

  it('keeps the draft open and unsaved when the server refuses', async () => {
    list.mockResolvedValue([]);
    create.mockRejectedValue(new ApiError(409, 'CONFLICT', 'An article already has this address'));
    const { invalidate } = renderPage();
    await writeDraft();
    await waitFor(() => expect(screen.getByTestId('article-save')).toBeEnabled());
    expect(screen.getByTestId('article-save')).toHaveTextContent('Save draft');
    expect(screen.getByTestId('article-title')).toHaveValue(ARTICLE.title);
    expect(screen.queryByTestId('article-item')).not.toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
