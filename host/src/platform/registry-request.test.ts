import { REMOTE_REGISTRY_URL, startRegistryRequest, takeRegistryRequest } from './registry-request';

describe('registry request', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ call: fetchMock.mock.calls.length }) }));
    global.fetch = fetchMock;
  });

  it('hands the request the entry started to the first reader only', async () => {
    startRegistryRequest();
    await expect(takeRegistryRequest()).resolves.toEqual({ call: 1 });
    await expect(takeRegistryRequest()).resolves.toEqual({ call: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads past the HTTP cache', async () => {
    await takeRegistryRequest();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url.startsWith(`${REMOTE_REGISTRY_URL}?t=`)).toBe(true);
    expect(init.cache).toBe('no-store');
  });

  it('rejects on an HTTP error', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await expect(takeRegistryRequest()).rejects.toThrow('HTTP 503');
  });
});
