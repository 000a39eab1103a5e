import { LABEL_TEXT_MAX, actionLabel, bellLabel } from './notification-labels';

describe('bellLabel', () => {
  it('is "Notifications" with nothing unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
  });

  it('says how many are unread', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(150)).toBe('Notifications, 99+ unread');
  });
});

describe('actionLabel', () => {
  it('names the action after the notification', () => {
    expect(actionLabel('Dismiss', 'Report ready')).toBe('Dismiss: Report ready');
  });

  it('keeps one line and cuts a long text', () => {
    const label = actionLabel('Delete', `Line one\n${'x'.repeat(100)}`);
    expect(label.startsWith('Delete: Line one x')).toBe(true);
    expect(label).toHaveLength('Delete: '.length + LABEL_TEXT_MAX);
    expect(label.endsWith('…')).toBe(true);
  });
});
