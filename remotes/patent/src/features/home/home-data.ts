import { getLicenseDetail, listAdminSupportTickets, listApplicationPage } from '@iprism/shared/api';
import { openAreas, type DashboardArea, type LicenseInfoDetail } from '@iprism/shared/contracts';

/** What the dashboard home shows: the licence, the areas it opens and the figures of those areas. */
export interface HomeData {
  licence: LicenseInfoDetail;
  areas: DashboardArea[];
  /** Applications queued or running; null when the patent area is closed. */
  inProgress: number | null;
  /** Support tickets waiting for an answer; null outside the admin area. */
  openTickets: number | null;
}

const countOf = async (status: 'queued' | 'running', signal: AbortSignal) => (await listApplicationPage({ status, pageSize: 1 }, signal)).total;

/**
 * Loads the licence, then only the figures of the areas it opens (a closed area's API would refuse
 * anyway). A module-level loader, as useResource wants.
 */
export async function loadHome(signal: AbortSignal): Promise<HomeData> {
  const licence = await getLicenseDetail(signal);
  const areas = openAreas(licence);
  const has = (id: DashboardArea['id']) => areas.some((a) => a.id === id);
  const [queued, running, tickets] = await Promise.all([
    has('patent') ? countOf('queued', signal) : null,
    has('patent') ? countOf('running', signal) : null,
    has('admin') ? listAdminSupportTickets('open', signal) : null,
  ]);
  return { licence, areas, inProgress: queued === null || running === null ? null : queued + running, openTickets: tickets?.length ?? null };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The short status line of one area card, or null when the area has nothing to count. */
export function areaStatus(id: DashboardArea['id'], data: Pick<HomeData, 'licence' | 'inProgress' | 'openTickets'>): string | null {
  switch (id) {
    case 'patent':
      if (data.inProgress === null) return null;
      return data.inProgress === 0 ? 'No applications in progress' : `${plural(data.inProgress, 'application', 'applications')} in progress`;
    case 'subscription':
      return `${data.licence.licenseType ?? 'No licence'} · ${plural(data.licence.credits, 'credit', 'credits')}`;
    case 'admin':
      return data.openTickets === null ? null : data.openTickets === 0 ? 'No support tickets waiting' : `${plural(data.openTickets, 'support ticket', 'support tickets')} waiting`;
    default:
      return null;
  }
}
