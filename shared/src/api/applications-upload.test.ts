import { setTokenProvider } from './token-provider';
import { setUploadXhrFactory, uploadApplication } from './applications-upload';

/** A scripted XMLHttpRequest: records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const csrf = () => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, token: 'csrf-9', expiresIn: 900_000 }), { status: 200 }));
const xhr = () => FakeXhr.last as FakeXhr;
/** Lets the CSRF fetch settle so the request is sent. */
const sent = async () => {
  for (let i = 0; i < 50 && !FakeXhr.last?.body; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return xhr();
};

const APPLICATION = new File(['%PDF-1.7 body'], 'application.pdf', { type: 'application/pdf' });
const IDS = new File(['a,b'], 'ids.csv', { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.last = null;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setTokenProvider(async () => 'session-token');
  setUploadXhrFactory(() => new FakeXhr() as unknown as XMLHttpRequest);
});
afterAll(() => {
  setTokenProvider(null);
  setUploadXhrFactory(null);
});

describe('uploadApplication', () => {
  it('posts both files as multipart with token and CSRF header, reports progress and resolves the id', async () => {
    csrf();
    const onProgress = jest.fn();
    const done = uploadApplication({ application: APPLICATION, ids: IDS }, { onProgress });
    const request = await sent();
    expect(request).toMatchObject({ method: 'POST', url: '/api/applications' });
    expect(request.headers).toMatchObject({ Authorization: 'Bearer session-token', 'X-CSRF-Token': 'csrf-9' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/csrf-token');
    expect((request.body?.get('application') as File).name).toBe('application.pdf');
    expect((request.body?.get('ids') as File).name).toBe('ids.csv');

    request.progress(512, 2048);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 512, total: 2048 });
    request.answer(201, { id: 'app_42' });
    await expect(done).resolves.toEqual({ id: 'app_42' });
  });

  it('sends no ids field without an IDS', async () => {
    csrf();
    const done = uploadApplication({ application: APPLICATION });
    const request = await sent();
    expect(request.body?.has('ids')).toBe(false);
    request.answer(201, { id: 'app_1' });
    await done;
  });

  it.each([400, 413, 415, 422])('rejects a %i refusal with the server message as is', async (status) => {
    csrf();
    const done = uploadApplication({ application: APPLICATION });
    (await sent()).answer(status, { statusCode: status, code: 'UPLOAD_REFUSED', message: 'application.pdf is encrypted or password-protected.' });
    await expect(done).rejects.toMatchObject({ status, message: 'application.pdf is encrypted or password-protected.' });
  });

  it('rejects a network failure as NETWORK_ERROR', async () => {
    csrf();
    const done = uploadApplication({ application: APPLICATION });
    (await sent()).onerror?.();
    await expect(done).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('aborts through the signal', async () => {
    csrf();
    const controller = new AbortController();
    const done = uploadApplication({ application: APPLICATION }, { signal: controller.signal });
    const request = await sent();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });

  it('refuses a 201 without an id', async () => {
    csrf();
    const done = uploadApplication({ application: APPLICATION });
    (await sent()).answer(201, 'ok');
    await expect(done).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('needs a session', async () => {
    setTokenProvider(async () => null);
    await expect(uploadApplication({ application: APPLICATION })).rejects.toMatchObject({ code: 'NO_AUTH_TOKEN' });
    expect(FakeXhr.last).toBeNull();
  });
});
