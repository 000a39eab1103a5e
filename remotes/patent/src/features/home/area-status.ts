import type { DashboardArea } from '@iprism/shared/contracts/areas';
import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';

/** The figures of the dashboard home's area cards: null while unknown or for a closed area. */
export interface HomeFigures {
  license: LicenseInfoDetail;
  /** Applications queued or running. */
  inProgress: number | null;
  /** Support tickets waiting for an answer. */
  openTickets: number | null;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The short status line of one area card, or null when the area has nothing to count. */
export function areaStatus(id: DashboardArea['id'], data: HomeFigures): string | null {
  switch (id) {
    case 'patent':
      if (data.inProgress === null) return null;
      return data.inProgress === 0 ? 'No applications in progress' : `${plural(data.inProgress, 'application', 'applications')} in progress`;
    case 'subscription':
      return `${data.license.licenseType ?? 'No licence'} · ${plural(data.license.credits, 'credit', 'credits')}`;
    case 'admin':
      return data.openTickets === null ? null : data.openTickets === 0 ? 'No support tickets waiting' : `${plural(data.openTickets, 'support ticket', 'support tickets')} waiting`;
    default:
      return null;
  }
}
