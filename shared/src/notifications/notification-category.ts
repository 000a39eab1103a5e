import { NOTIFICATION_ICON_CATEGORIES } from '../contracts/notifications';

/** One of the SPEC §9 categories that have an icon. */
export type NotificationIconCategory = (typeof NOTIFICATION_ICON_CATEGORIES)[number];

/**
 * Stored categories without an icon of their own (SPEC §5 lists them, §9 has no icon for them): both are
 * steps of a patent application's processing, so they take the application icon.
 */
const ICON_ALIASES: Readonly<Record<string, NotificationIconCategory>> = {
  'application-status': 'application',
  'prior-art': 'application',
};

const isIconCategory = (category: string): category is NotificationIconCategory => (NOTIFICATION_ICON_CATEGORIES as readonly string[]).includes(category);

/** The icon category a notification is drawn with; anything unknown is general. */
export function iconCategoryOf(category: string | null | undefined): NotificationIconCategory {
  const key = category?.trim().toLowerCase() ?? '';
  if (isIconCategory(key)) return key;
  return ICON_ALIASES[key] ?? 'general';
}
