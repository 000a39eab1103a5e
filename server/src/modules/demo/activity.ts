import type { Queryable } from '../../platform/db/db';
import { insertNotification, type NotificationContent } from '../notifications';

/**
 * What a demo visitor finds in the bell: a welcome and, for staff, the demo tools. Nothing about the demo
 * application: the pipeline announces its report when the report is there to open.
 */

const welcome = (firstName: string): NotificationContent & { id: string } => ({
  id: 'demo-welcome',
  iconName: 'Info',
  color: 'blue',
  category: 'system',
  adminOnly: false,
  text: `Welcome to iPrism, ${firstName}. Your demo application is on the patent dashboard, with every stage shown live.`,
});

const ADMIN_NOTIFICATION: NotificationContent & { id: string } = {
  id: 'demo-admin-tools',
  iconName: 'AdminPanelSettings',
  color: 'purple',
  category: 'admin',
  adminOnly: true,
  text: 'Demo mode is on: staff can read the mail outbox and publish stage progress through the dev endpoints.',
};

export interface NewDemoUsers {
  /** pro@, when this seed created it: owns the demo application. */
  pro?: { userId: string; name: string };
  /** admin@, when this seed created it: receives the admin-only notification. */
  admin?: { userId: string };
}

/** Seeds the notifications of accounts created now, so a restart does not bring back one the visitor deleted. */
export async function seedDemoActivity(db: Queryable, created: NewDemoUsers): Promise<void> {
  if (created.pro) await insertNotification(db, created.pro.userId, welcome(created.pro.name.split(' ')[0] ?? created.pro.name));
  if (created.admin) await insertNotification(db, created.admin.userId, ADMIN_NOTIFICATION);
}
