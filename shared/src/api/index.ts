export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NO_AUTH_TOKEN_MESSAGE,
  CSRF_FETCH_FAILED_MESSAGE,
  NETWORK_STATUS,
  NETWORK_ERROR_CODE,
  NO_AUTH_TOKEN_CODE,
  apiErrorFromResponse,
  parseRetryAfter,
  isApiError,
  isCsrfRejection,
  networkError,
  shouldToast,
  userMessage,
  userMessageFor,
  apiErrorText,
} from './api-error';
export { apiFetch } from './api-fetch';
export type { ApiFetchOptions, ResponseParser } from './api-fetch';
export { needsCsrf } from './csrf-need';
export { CSRF_TOKEN_PATH, fetchCsrfToken } from './csrf-token';
export { setTokenProvider, getSessionToken } from './token-provider';
export type { TokenProvider } from './token-provider';
export { LICENSE_INFO_PATH, getLicenseInfo } from './license';
export { getInvitation, acceptInvitation } from './invitations';
export type { InvitationPreview, InvitationAccepted } from './invitations';
export { createOrganization, markWaitingForInvitation } from './onboarding';
export { checkRegistrationNumber, fileRegistration, verifyPractitioner } from './registrations';
export { getAccount, updateAccountName, getLicenseDetail } from './account';
export { getCurrentUser } from './current-user';
export { changePassword } from './password';
export { setupTotp, enableTotp, disableTotp } from './totp';
export { listSessions, revokeSession } from './sessions';
export { cleanupOrganizationNotifications, getCurrentOrganization, getTeamWorkload, inviteMember, resendInvitation, revokeInvitation, updateMemberRole, removeMember } from './organization';
export { listNotifications, viewNotification, dismissNotification, restoreNotification, deleteNotification, addNotification } from './notifications';
export { sendAdminNotification, cleanupNotifications, listAdminOrganizations } from './admin-notifications';
export type { AdminSendNotificationRequest } from './admin-notifications';
export { sessionAtom, SIGNED_OUT_SNAPSHOT } from './session-atom';
export type { SessionSnapshot } from './session-atom';
export {
  listApplicationPage,
  getApplication,
  getReport,
  deleteApplication,
  retryApplication,
  downloadReport,
  getApplicationFile,
  getApplicationAssignments,
  assignApplication,
  unassignApplication,
} from './applications';
export type { ReportExportFormat, DownloadedFile, ApplicationFileKind, ApplicationFileContent } from './applications';
export { APPLICATIONS_API_PATH, applicationPageQueryString, applicationPath, fileNameFromDisposition } from './applications-query';
export type { ApplicationPageRequest } from './applications-query';
export { uploadApplication, setUploadXhrFactory } from './applications-upload';
export type { UploadFiles, UploadOptions, UploadProgress, XhrFactory } from './applications-upload';
export { getPriorArt, downloadPriorArtCsv, searchPatents, setPriorArtCutoff, getCorpusLoad } from './prior-art';
export { CPC_API_PATH, cpcNodePath, listCpcSections, getCpcNode, searchCpc, classifyCpc, getCorpusStatus } from './cpc';
export { getIds, downloadIds, correctIdsCitation, removeIdsCitation, undoIdsCorrection } from './ids';
export type { IdsExportFormat } from './ids';
export { SUPPORT_TICKETS_PATH, openSupportTicket, listMySupportTickets, listAdminSupportTickets, replyToSupportTicket } from './support';
export { computePatentTerm, createPortfolio, listPortfolios, getPortfolio, deletePortfolio, savePortfolioNote, downloadPortfolio } from './acquisitions';
export { getPatentRecord, getLandscape, listWatches, createWatch, updateWatch, deleteWatch } from './scout';
export { downloadApiFile, postFile, postForFile } from './file-transfer';
export type { DownloadedBlob } from './file-transfer';
export {
  DRAFTING_API_PATH,
  checkDraftClaims,
  runClaimTool,
  listDrafts,
  createDraft,
  importDraft,
  getDraft,
  saveDraft,
  deleteDraft,
  listDraftVersions,
  saveDraftVersion,
  diffDraftVersions,
  downloadDraftDiff,
  exportDraft,
} from './drafting';
export { getToolboxHome, computeIdsSizeFee, computeIdsTiming, prefillForm, prefillFormFromFile, idsFillRules, formFillPdf, listFormFills, getFormFill, saveFormFill } from './toolbox';
export {
  listPlans,
  listCreditPacks,
  calculatePrice,
  getCredits,
  createCheckout,
  purchaseCredits,
  getUpgradeQuote,
  upgradePlan,
  purchaseLicenses,
  getSubscription,
  cancelSubscription,
  resumeSubscription,
  cancelCheckout,
  getAdminSales,
  settleInvoice,
} from './commerce';
export { saveBlob } from './save-blob';
export {
  listAdminAgreements,
  createAgreement,
  expireAgreementById,
  resendAgreement,
  listTermsVersions,
  publishTermsVersion,
  getPendingTerms,
  acceptTerms,
  sendHeartbeat,
  getActiveTerms,
  listAdminArticles,
  createArticle,
  updateArticle,
  publishArticle,
  unpublishArticle,
  setArticleCover,
} from './company';
export {
  getTimesheetWeek,
  saveTimesheetWeek,
  submitTimesheetWeek,
  listMyTimesheetWeeks,
  listAdminTimesheetWeeks,
  approveTimesheetWeek,
  returnTimesheetWeek,
  getTimesheetTotals,
  timesheetCsvPath,
  listProjects,
  createProject,
  assignToProject,
  unassignFromProject,
} from './timesheets';
export {
  listContractors,
  saveContractor,
  listContractorInvoices,
  decideContractorInvoice,
  adminInvoicePdfPath,
  myInvoicePdfPath,
  getMyContractor,
  createMyInvoice,
} from './contractors';
export { listPublishedOpenings, listAdminOpenings, saveOpening, listCareerApplications, updateCareerApplication, downloadCareerCv } from './careers';
export { listSalesRequests } from './sales-requests';
export {
  INVALIDITY_PATH,
  startInvaliditySearch,
  getInvaliditySearch,
  saveInvalidityEdits,
  downloadInvalidityChart,
  INFRINGEMENT_PATH,
  startInfringementChart,
  getInfringementChart,
  saveInfringementEdits,
  downloadInfringementChart,
} from './litigation';
export { searchTrademarks, getTrademarkRegister, downloadClearanceReport } from './trademarks';
export {
  getTranslationProvider,
  translateText,
  checkTranslation,
  reviewTranslation,
  exportTranslationDocx,
  getGlossaries,
  saveGlossary,
  importGlossary,
  downloadGlossary,
} from './translation';
export { getAgreement, agreeToAgreement } from './agreements';
export { listNewsroom, getNewsroomArticle } from './newsroom';
export { accountQueries, organizationQueries } from './account-queries';
export { applicationQueries } from './applications-queries';
export { commerceQueries } from './commerce-queries';
export { cpcQueries } from './cpc-queries';
export { loadDevOutbox } from './dev-outbox';
export { devOutboxQueries } from './dev-outbox-queries';
export { corpusQueries } from './prior-art-queries';
export { litigationQueries } from './litigation-queries';
export { toolboxQueries } from './toolbox-queries';
export { companyQueries } from './company-queries';
export { contractorQueries, timesheetQueries, careerQueries, salesRequestQueries } from './staff-queries';
export { supportQueries, portfolioQueries, draftQueries, notificationQueries, trademarkQueries, translationQueries } from './workspace-queries';
export { loadPatentSettings, savePatentSettings } from './patent-settings';
export { patentSettingsQueries } from './patent-settings-queries';
export { getQueryClient, createQueryClient, shouldRetry } from './query-client';
export { loadNotificationAdmin } from './notification-admin';
export { scoutQueries } from './scout-queries';
export { listAccounts, getAdminAccount, patchAdminAccount, endAccountSessions, resendAccountVerification, listOrganizationSummaries, getOrganization, patchOrganization, setOrganizationMemberRole, removeOrganizationMember, assignOrganizationMember, listPendingUsers, listRegistrations, approveRegistration, rejectRegistration, listAudit, auditExportPath, getSecuritySummary, revokeAnySession, getOverview, listRouteRules, saveRouteRule, deleteRouteRule, lookUpRouteRule } from './back-office';
export type { AuditFilters } from './back-office';
export { backOfficeQueries } from './back-office-queries';
