import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { uploadApplication, type UploadOptions } from '@iprism/shared/api/applications-upload';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';
import { renderRoute } from '../../testing/render-route';
import { UploadPanel } from './UploadPanel';

jest.mock('@iprism/shared/api/applications-upload', () => ({ ...jest.requireActual('@iprism/shared/api/applications-upload'), uploadApplication: jest.fn() }));

const pdf = (name = 'application.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const choose = (slot: 'application' | 'ids', file: File) => fireEvent.change(screen.getByTestId(`upload-${slot}-input`), { target: { files: [file] } });
const submit = () => screen.getByRole('button', { name: 'Upload' });

describe('UploadPanel', () => {
  afterEach(() => jest.resetAllMocks());

  it('keeps Upload disabled until an application document is chosen, offering keyboard Browse buttons', () => {
    renderRoute('/dashboard/patent', <UploadPanel />);
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Browse for application document' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Browse for information disclosure statement (optional)' })).toBeEnabled();
    choose('application', pdf());
    expect(within(screen.getByTestId('upload-application-file')).getByText('application.pdf')).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-application-file')).getByText('2 KB')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('takes a dropped file', () => {
    renderRoute('/dashboard/patent', <UploadPanel />);
    fireEvent.drop(screen.getByTestId('upload-ids'), { dataTransfer: { files: [new File(['x'], 'ids.csv', { type: 'text/csv' })] } });
    expect(within(screen.getByTestId('upload-ids-file')).getByText('ids.csv')).toBeInTheDocument();
  });

  it('pre-checks an obviously wrong type and an oversized file', () => {
    renderRoute('/dashboard/patent', <UploadPanel maxBytes={1024} />);
    choose('application', new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByTestId('upload-application-error')).toHaveTextContent('photo.png is not a PDF, DOCX, plain-text or USPTO XML document.');
    expect(submit()).toBeDisabled();
    choose('application', pdf('big.pdf', 4096));
    expect(screen.getByTestId('upload-application-error')).toHaveTextContent('big.pdf is larger than');
    fireEvent.click(screen.getByRole('button', { name: 'Remove big.pdf' }));
    expect(screen.queryByTestId('upload-application-error')).toBeNull();
  });

  it('shows bytes sent while uploading, then the success with an Open report link', async () => {
    let options: UploadOptions = {};
    let finish: (value: { id: string }) => void = () => undefined;
    jest.mocked(uploadApplication).mockImplementation((_files, opts) => {
      options = opts ?? {};
      return new Promise((resolve) => (finish = resolve));
    });
    const queryClient = createTestQueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderRoute('/dashboard/patent', <UploadPanel />, queryClient);
    const application = pdf();
    const ids = new File(['a,b'], 'ids.csv', { type: 'text/csv' });
    choose('application', application);
    choose('ids', ids);
    fireEvent.click(submit());
    await waitFor(() => expect(uploadApplication).toHaveBeenCalledWith({ application, ids }, expect.objectContaining({ signal: expect.any(AbortSignal) })));

    act(() => options.onProgress?.({ loaded: 1024, total: 2051 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of the files' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('upload-bytes')).toHaveTextContent('Uploading… 1 KB of 2 KB (50 %)');
    expect(screen.getByRole('button', { name: 'Remove application.pdf' })).toBeDisabled();

    await act(async () => finish({ id: 'app_9' }));
    // The new application is in every applications list.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: applicationQueries.pages() });
    expect(within(screen.getByTestId('upload-success')).getByRole('link', { name: 'Open report' })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=app_9');
    expect(screen.queryByTestId('upload-application-file')).toBeNull();
  });

  it('shows the server refusal as is and keeps the files for a retry', async () => {
    jest
      .mocked(uploadApplication)
      .mockRejectedValueOnce(new ApiError(422, 'UPLOAD_ENCRYPTED', 'application.pdf is encrypted or password-protected. Remove the protection and upload it again.'))
      .mockResolvedValueOnce({ id: 'app_2' });
    renderRoute('/dashboard/patent', <UploadPanel />);
    choose('application', pdf());
    fireEvent.click(submit());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('application.pdf is encrypted or password-protected. Remove the protection and upload it again.');
    expect(within(screen.getByTestId('upload-application-file')).getByText('application.pdf')).toBeInTheDocument();

    fireEvent.click(submit());
    expect(await screen.findByTestId('upload-success')).toBeInTheDocument();
    expect(uploadApplication).toHaveBeenCalledTimes(2);
  });

  it('cancels a running upload', async () => {
    let signal: AbortSignal | undefined;
    jest.mocked(uploadApplication).mockImplementation((_files, opts) => {
      signal = opts?.signal;
      return new Promise(() => undefined);
    });
    renderRoute('/dashboard/patent', <UploadPanel />);
    choose('application', pdf());
    fireEvent.click(submit());
    await waitFor(() => expect(uploadApplication).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(submit()).toBeEnabled();
  });
});
