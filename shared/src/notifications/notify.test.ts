import { QUICK_FEEDBACK_CATEGORIES, type AddNotificationRequest, type AddNotificationResponse } from '../contracts/notifications';
import { createNotify } from './notify';
import { sampleNotification } from './testing/sample-notification';

const NOW = 1_772_452_800_000;
function setup({ signedIn = true, isAdmin = false } = {}) {
  const add = jest.fn(async (request: AddNotificationRequest): Promise<AddNotificationResponse> => sampleNotification(request.id ?? 'x', { text: request.text ?? '', category: request.category ?? 'general' }));
  const receive = jest.fn(() => true);
  const showToast = jest.fn();
  const logger = { warn: jest.fn() };
  const notify = createNotify({ isSignedIn: () => signedIn, isAdmin: () => isAdmin, add, receive, showToast, logger, now: () => NOW });
  return { notify, add, receive, showToast, logger };
}

describe('notify', () => {
  it.each(QUICK_FEEDBACK_CATEGORIES.map((c) => [c]))('shows %s as a toast only (SPEC §5)', async (category) => {
    const { notify, add, showToast } = setup();
    await expect(notify({ text: 'Saved', category, type: 'success' })).resolves.toBeNull();
    expect(showToast).toHaveBeenCalledWith('Saved', 'success');
    expect(add).not.toHaveBeenCalled();
  });

  it('stores any other category with a timestamp id, and hands the answer to the list', async () => {
    const { notify, add, receive } = setup();
    const stored = await notify({ text: 'Report ready', category: 'application-status' });
    expect(add).toHaveBeenCalledWith({ id: String(NOW), text: 'Report ready', category: 'application-status', adminOnly: false });
    expect(stored).toMatchObject({ id: String(NOW), text: 'Report ready' });
    expect(receive).toHaveBeenCalledWith(stored, 'info');
  });

  it('defaults to the general category', async () => {
    const { notify, add } = setup();
    await notify({ text: 'Hello' });
    expect(add.mock.calls[0]?.[0]).toMatchObject({ category: 'general' });
  });

  it('never repeats an id within one millisecond (a repeated id is a retry to the server)', async () => {
    const { notify, add } = setup();
    await notify({ text: 'one' });
    await notify({ text: 'two' });
    expect(add.mock.calls.map(([r]) => r.id)).toEqual([String(NOW), String(NOW + 1)]);
  });

  it("shows 'Failed to save notification' when the call fails", async () => {
    const { notify, add, showToast, receive, logger } = setup();
    add.mockRejectedValueOnce(new Error('500'));
    await expect(notify({ text: 'Report ready', category: 'system' })).resolves.toBeNull();
    expect(showToast).toHaveBeenCalledWith('Failed to save notification', 'error', expect.anything());
    expect(receive).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('shows the text as a toast when the server answers that it did not store it', async () => {
    const { notify, add, showToast, receive } = setup();
    add.mockResolvedValueOnce({ stored: false, notification: sampleNotification('q', { text: 'Done' }) });
    await expect(notify({ text: 'Done', category: 'new-quick-kind' })).resolves.toBeNull();
    expect(showToast).toHaveBeenCalledWith('Done', 'info');
    expect(receive).not.toHaveBeenCalled();
  });

  it("logs 'User not authenticated' and sends nothing without a signed-in user (SPEC §8)", async () => {
    const { notify, add, logger } = setup({ signedIn: false });
    await expect(notify({ text: 'Hi', category: 'system' })).resolves.toBeNull();
    expect(add).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('notifications', 'User not authenticated', expect.anything());
  });

  it('only logs a warning when a non-admin adds an admin-only notification (SPEC §6)', async () => {
    const { notify, add, showToast, logger } = setup({ isAdmin: false });
    await expect(notify({ text: 'Seats', category: 'admin', adminOnly: true })).resolves.toBeNull();
    expect(add).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('notifications', 'Only admins can add admin-only notifications', expect.anything());
  });

  it('lets an admin add an admin-only notification', async () => {
    const { notify, add } = setup({ isAdmin: true });
    await notify({ text: 'Seats', category: 'admin', adminOnly: true });
    expect(add.mock.calls[0]?.[0]).toMatchObject({ adminOnly: true });
  });
});
