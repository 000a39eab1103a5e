import { getReport } from '@iprism/shared/api';
import type { Report } from '@iprism/shared/contracts';
import { useStageResult, type StageResultControls, type StageResultState } from '../applications/use-stage-result';

/** How often a pending report is asked for again, in case no live update arrives (socket down). */
export const REPORT_POLL_MS = 20_000;

export function useReport(applicationId: string): StageResultState<Report> & StageResultControls {
  return useStageResult(applicationId, getReport, REPORT_POLL_MS);
}
