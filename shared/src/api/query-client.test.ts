import { onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a change while the browser says it is offline, so the form gets the failure instead of waiting', async () => {
    onlineManager.setOnline(false);
    const send = jest.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    await expect(mutation.execute(undefined)).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('shouldRetry', () => {
  it('retries no answer and 5xx twice, never a refusal', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
