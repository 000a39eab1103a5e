/** What the applications module offers the rest of the server: other modules and the app import it only from here. */
export { checkFile, type CheckedFile } from './intake/check-upload';
export { createApplication, receivedMessage } from './intake/create-application';
export { displayName, readPart, receiveFiles } from './intake/receive-files';
export { type ReceivedFile } from './intake/received-file';
export { removeAssignmentsInOrganization } from './repositories/application-assignments';
export { findApplicationFile, type StoredFormat } from './repositories/application-files';
export { listOrganizationApplicationsHiddenFrom, seesApplication, whoSeesApplication } from './repositories/application-visibility';
export { deleteApplication, failUnfinishedApplications, findApplication, insertApplication, listOrganizationApplicationIds, listOwnedApplications, setApplicationStatus, setApplicationTitle, type ApplicationRecord } from './repositories/applications';
export { deleteProgressState, findProgressChangedSince, loadProgressState, loadProgressStates, saveProgressWrites } from './repositories/progress-state';
export { deleteStageResults, loadStageResult, saveStageResult } from './repositories/stage-results';
export { findVisibleApplication } from './application-rights';
export { toApplicationRecord } from './application-view';
export { assignmentRoutes } from './routes/assignments';
export { idsRoutes } from './routes/ids';
export { applicationsRoutes } from './routes';
