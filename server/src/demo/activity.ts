import type { ProgressPayload } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import { findApplication, insertApplication } from '../db/repositories/applications';
import { insertNotification, type NotificationContent } from '../db/repositories/notifications';
import { saveProgressWrites } from '../db/repositories/progress-state';
import { progressWrites } from '../realtime/apply-progress';

/**
 * What a demo visitor finds already going on: one application part-way through its stages and a few
 * notifications. Written straight to the tables, not through the progress bus: at seed time no socket
 * is listening, and nothing should look as if it had just been pushed.
 */

export const DEMO_APPLICATION_ID = 'app_demo_pitch_control';
export const DEMO_APPLICATION_TITLE = 'Demo: Adaptive wind turbine blade pitch control';

const MINUTE_MS = 60_000;

/** Stage reports in the order the pipeline would have sent them; `minutesAgo` places each in time. */
const DEMO_PROGRESS: readonly (Omit<ProgressPayload, 'applicationId' | 'timestamp'> & { minutesAgo: number })[] = [
  { stage: 'upload', progress: 100, final: true, message: 'Specification, claims and IDS uploaded', task: { id: 'upload-documents', type: 'upload' }, minutesAgo: 42 },
  { stage: 'report', progress: 100, final: true, message: 'Report ready', task: { id: 'report-draft', type: 'report' }, minutesAgo: 27 },
  { stage: 'priorArt', progress: 20, final: false, message: 'Searching EPO full text', task: { id: 'prior-art-epo', type: 'subtask' }, minutesAgo: 6 },
  { stage: 'priorArt', progress: 45, final: false, message: 'Searching patent databases', task: { id: 'prior-art-search', type: 'search' }, minutesAgo: 2 },
];

const demoNotifications = (firstName: string): (NotificationContent & { id: string })[] => [
  {
    id: 'demo-welcome',
    iconName: 'Info',
    color: 'blue',
    category: 'system',
    adminOnly: false,
    text: `Welcome to iPrism, ${firstName}. Your demo application is on the patent dashboard, with every stage shown live.`,
  },
  { id: 'demo-report-ready', iconName: 'Description', color: 'green', category: 'application-status', adminOnly: false, text: `The report for “${DEMO_APPLICATION_TITLE}” is ready.` },
  { id: 'demo-prior-art', iconName: 'Search', color: 'purple', category: 'prior-art', adminOnly: false, text: `Prior-art search started for “${DEMO_APPLICATION_TITLE}”.` },
];

const ADMIN_NOTIFICATION: NotificationContent & { id: string } = {
  id: 'demo-admin-tools',
  iconName: 'AdminPanelSettings',
  color: 'purple',
  category: 'admin',
  adminOnly: true,
  text: 'Demo mode is on: staff can read the mail outbox and publish stage progress through the dev endpoints.',
};

export interface DemoActivityOwners {
  /** pro@: owns the application, in the law firm. */
  pro: { userId: string; name: string; organizationId: string };
  /** admin@: receives the admin-only notification. */
  admin: { userId: string };
}

/**
 * Seeds the activity once: the demo application is the marker, so a restart neither resets progress
 * that moved on nor brings back notifications the visitor deleted.
 */
export async function seedDemoActivity(db: Queryable, owners: DemoActivityOwners, now: Date): Promise<void> {
  if (await findApplication(db, DEMO_APPLICATION_ID)) return;
  await insertApplication(db, { id: DEMO_APPLICATION_ID, ownerUserId: owners.pro.userId, organizationId: owners.pro.organizationId, title: DEMO_APPLICATION_TITLE });
  for (const { minutesAgo, ...report } of DEMO_PROGRESS) {
    const payload = { ...report, applicationId: DEMO_APPLICATION_ID, timestamp: now.getTime() - minutesAgo * MINUTE_MS };
    await saveProgressWrites(db, DEMO_APPLICATION_ID, payload.stage, progressWrites(payload));
  }
  const firstName = owners.pro.name.split(' ')[0] ?? owners.pro.name;
  for (const notification of demoNotifications(firstName)) await insertNotification(db, owners.pro.userId, notification);
  await insertNotification(db, owners.admin.userId, ADMIN_NOTIFICATION);
}
