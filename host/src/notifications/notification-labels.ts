/**
 * The bell's accessible name: "Notifications", or with the unviewed count as the badge shows it ("Notifications, 3
 * unread"). Not in parentheses: the badge's number must be part of the name itself for voice control (WCAG 2.5.3).
 */
export const bellLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications');

/** Longest notification text an action's accessible name repeats; the rest is cut with an ellipsis. */
export const LABEL_TEXT_MAX = 60;

/** Names an item's action after the notification, so a screen-reader list of buttons tells them apart. */
export function actionLabel(action: string, text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > LABEL_TEXT_MAX ? `${oneLine.slice(0, LABEL_TEXT_MAX - 1)}…` : oneLine;
  return `${action}: ${short}`;
}
