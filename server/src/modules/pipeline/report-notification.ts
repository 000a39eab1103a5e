import type { Queryable } from '../../platform/db/db';
import { findApplication } from '../applications';
import { insertNotification, type NotificationRecord } from '../notifications';

/**
 * The bell's "report ready" for the application's owner, written in the transaction that stores the
 * report: the notification exists exactly when the report opens. The title is read after the report
 * stage set it from the document.
 */
export async function announceReport(tx: Queryable, applicationId: string): Promise<NotificationRecord | null> {
  const application = await findApplication(tx, applicationId);
  if (!application) return null;
  const { record } = await insertNotification(tx, application.ownerUserId, {
    iconName: 'Description',
    color: 'green',
    category: 'application-status',
    adminOnly: false,
    text: `The report for “${application.title}” is ready.`,
  });
  return record;
}
