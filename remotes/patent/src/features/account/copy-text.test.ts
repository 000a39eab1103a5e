import { copyText } from './copy-text';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    await expect(copyText('abc', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('answers false without a clipboard or when writing is refused', async () => {
    await expect(copyText('abc', null)).resolves.toBe(false);
    await expect(copyText('abc', { writeText: async () => Promise.reject(new Error('denied')) })).resolves.toBe(false);
  });
});
