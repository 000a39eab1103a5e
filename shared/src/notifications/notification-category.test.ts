import { NOTIFICATION_ICON_CATEGORIES } from '../contracts/notifications';
import { iconCategoryOf } from './notification-category';

describe('iconCategoryOf', () => {
  it.each(NOTIFICATION_ICON_CATEGORIES.map((c) => [c]))('draws %s with its own icon (SPEC §9)', (category) => {
    expect(iconCategoryOf(category)).toBe(category);
  });

  it('draws application-status and prior-art as application', () => {
    expect(iconCategoryOf('application-status')).toBe('application');
    expect(iconCategoryOf('prior-art')).toBe('application');
  });

  it('draws an unknown, empty or missing category as general', () => {
    expect(iconCategoryOf('marketing')).toBe('general');
    expect(iconCategoryOf('')).toBe('general');
    expect(iconCategoryOf(null)).toBe('general');
  });

  it('ignores case and surrounding spaces', () => {
    expect(iconCategoryOf(' Security ')).toBe('security');
  });
});
