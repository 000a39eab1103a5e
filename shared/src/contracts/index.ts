export { PRODUCT_NAME, STAFF_LICENSE_TYPES, PILOT_LICENSE_TYPES, TOOLBOX_LICENSE_TYPES, LICENSE_TYPES } from './product';
export type { LicenseType, SimplifiedLicenseType } from './product';
export { LAYOUTS, REMOTES } from './routes';
export type { LayoutName, RemoteName, RouteMeta } from './routes';
export { ROUTES, isPagePath, modulesByRemote, routeMatchScore } from './route-table';
export type { HostPage, PageSource, RouteDef } from './route-table';
export { LatestBuildSchema, RemoteRegistryEntrySchema, RemoteRegistrySchema } from './release';
export type { LatestBuild, RemoteRegistry } from './release';
export { HealthSchema, ReadyCheckSchema, ReadySchema } from './health';
export type { Health, Ready, ReadyCheck } from './health';
export {
  ACCOUNT_SUSPENDED_MESSAGE,
  ApiErrorBodySchema,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_CODE_LIST,
  NO_CREDITS_MESSAGE,
  PAYMENT_PROCESSING_ERROR_MESSAGE,
  ReceivedApiErrorBodySchema,
} from './errors';
export type { ApiErrorBody, ErrorCode, ErrorDefinition } from './errors';
export {
  FORM_KINDS,
  CONTACT_TOPICS,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  FEEDBACK_AREAS,
  UNSUBSCRIBE_REASONS,
  ContactSubmissionSchema,
  CareersApplicationSchema,
  SupportRequestSchema,
  FeedbackSubmissionSchema,
  UnsubscribeRequestSchema,
  FormReceiptSchema,
  NewsroomArticleSummarySchema,
  NewsroomArticleSchema,
  NewsroomListSchema,
  AgreementViewSchema,
} from './forms';
export type {
  FormKind,
  ContactTopic,
  SupportCategory,
  ContactSubmission,
  CareersApplication,
  SupportRequest,
  FeedbackSubmission,
  UnsubscribeRequest,
  FormReceipt,
  NewsroomArticleSummary,
  NewsroomArticle,
  NewsroomList,
  AgreementView,
} from './forms';
export {
  OrganizationMembershipSchema,
  UserPublicMetadataSchema,
  UserSchema,
  SessionSchema,
  LicenseInfoSchema,
  AccountMemberSchema,
  AccountSchema,
} from './identity';
export type { OrganizationMembership, UserPublicMetadata, User, Session, LicenseInfo, AccountMember, Account } from './identity';
export {
  UNAUTHORIZED_REASONS,
  PERSONAL_EMAIL_MESSAGE,
  CLIENT_ADMIN_MESSAGE,
  CLIENT_FEATURE_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  INVITATION_TIMING_MESSAGE,
  PILOT_NO_LICENSE_MESSAGE,
  TOOLBOX_NO_LICENSE_MESSAGE,
  ADMIN_REQUIRED_MESSAGE,
  LICENSE_TYPE_REQUIRED_MESSAGE,
  PERMISSION_REQUIRED_MESSAGE,
  PENDING_ORGANIZATION_MESSAGE,
  PERSONAL_EMAIL_DOMAINS,
  LAW_FIRM_PILOT_LICENSE_TYPES,
  ACCESS_CACHE_TIMEOUT_MS,
  BACKGROUND_REFRESH_INTERVAL_MS,
  SESSION_RELOAD_WAITS_MS,
  ADMIN_DASHBOARD_PERMISSION,
  isStaffLicense,
  isPilotLicense,
  isToolboxLicense,
  isLawFirmPilotLicense,
  hasPilotAccess,
  hasToolboxAccess,
  hasAdminAccess,
  toSimplifiedLicenseType,
  isPersonalEmail,
  DRAFTING_NO_LICENSE_MESSAGE,
  hasDraftingAccess,
} from './access';
export type { UnauthorizedReason } from './access';
export { isAccountAdmin } from './admin-check';
export type { AdminCheckInput } from './admin-check';
export { THEME_MODES, THEME_STORAGE_KEY, themeModeFromStored } from './theme';
export type { ThemeMode } from './theme';
export { CSRF_HEADER, CSRF_EARLY_EXPIRY_MS, CSRF_TOKEN_TTL_MS, CsrfTokenResponseSchema, isCsrfExempt, isCsrfTokenFresh } from './csrf';
export type { CsrfTokenResponse } from './csrf';
export * from './auth';
export {
  LICENSE_SOURCES,
  LOW_CREDIT_THRESHOLD,
  LicenseInfoDetailSchema,
  AccountOrganizationMemberSchema,
  AccountOrganizationSchema,
  AccountDetailSchema,
  UpdateAccountRequestSchema,
  AdminUserSchema,
  AdminUserListSchema,
} from './account';
export type { LicenseSource, LicenseInfoDetail, AccountOrganization, AccountDetail, UpdateAccountRequest, AdminUserList } from './account';
export {
  ORG_ROLES,
  MEMBERS_MANAGE_PERMISSION,
  MEMBERS_READ_PERMISSION,
  SETTINGS_MANAGE_PERMISSION,
  TEAM_PERMISSION,
  ORG_ADMIN_PERMISSIONS,
  ORG_MEMBER_PERMISSIONS,
  INVITATION_TTL_DAYS,
  INVITATION_WRONG_EMAIL_MESSAGE,
  LAST_ADMIN_MESSAGE,
  OPEN_INVITATION_MESSAGE,
  PENDING_ASSIGNMENT_STATUS,
  PendingAssignmentResponseSchema,
  CreateOrganizationRequestSchema,
  OrganizationSchema,
  AdminOrganizationSchema,
  AdminOrganizationListSchema,
  OrganizationMemberSchema,
  InvitationSchema,
  CurrentOrganizationSchema,
  CreateInvitationRequestSchema,
  ResendInvitationRequestSchema,
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  InvitationPreviewSchema,
  UpdateMemberRequestSchema,
  OnboardingStatusSchema,
  TeamMemberWorkloadSchema,
  TeamWorkloadSchema,
} from './organizations';
export type {
  OrgRole,
  TeamMemberWorkload,
  TeamWorkload,
  Organization,
  AdminOrganization,
  AdminOrganizationList,
  OrganizationMember,
  Invitation,
  CurrentOrganization,
  CreateInvitationRequest,
  InvitationPreview,
  UpdateMemberRequest,
  PendingAssignmentResponse,
} from './organizations';
export {
  PROGRESS_STAGES,
  PROGRESS_ERROR,
  PROGRESS_DONE,
  SUBTASK_TYPE,
  DEFAULT_ERROR_TYPE,
  SOCKET_PATH,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  PROGRESS_EVENTS,
  SERVER_SHUTDOWN_MESSAGE,
  SOCKET_AUTH_ERRORS,
  ProgressTaskRefSchema,
  ProgressPayloadSchema,
  RequestProgressSchema,
  ChannelRequestSchema,
  StageTaskStateSchema,
  SocketErrorSchema,
  ConnectedSchema,
  PongSchema,
  ServerShutdownSchema,
  AuthRefreshSchema,
  StageSnapshotSchema,
  ProgressSnapshotSchema,
  appChannel,
  applicationIdOfChannel,
  isProgressStage,
} from './progress';
export type {
  ProgressStage,
  ProgressTaskRef,
  ProgressPayload,
  RequestProgress,
  StageTaskState,
  SocketError,
  Connected,
  Pong,
  ServerShutdown,
  AuthRefresh,
  StageSnapshot,
  ProgressSnapshot,
  SocketAck,
  ClientToServerEvents,
  ServerToClientEvents,
} from './progress';
export {
  NOTIFICATION_ICON_CATEGORIES,
  STORED_NOTIFICATION_CATEGORIES,
  QUICK_FEEDBACK_CATEGORIES,
  DEFAULT_NOTIFICATION_CATEGORY,
  NOTIFICATION_CLEANUP_DEFAULT_DAYS,
  NOTIFICATION_MESSAGES,
  NotificationSchema,
  NotificationListSchema,
  AddNotificationRequestSchema,
  AdminSendNotificationSchema,
  NotificationCleanupRequestSchema,
  NotStoredNotificationSchema,
  AddNotificationResponseSchema,
  AdminSendNotificationResultSchema,
  NotificationCleanupResultSchema,
  isQuickFeedbackCategory,
} from './notifications';
export type {
  Notification,
  NotificationList,
  AddNotificationRequest,
  AdminSendNotification,
  NotStoredNotification,
  AddNotificationResponse,
  AdminSendNotificationResult,
  NotificationCleanupResult,
} from './notifications';
export {
  APPLICATION_NOT_FOUND_MESSAGE,
  ApplicationOwnerSchema,
  StageSummarySchema,
  CreateDevApplicationRequestSchema,
  DevProgressRequestSchema,
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_MAX_PAGES_DEFAULT,
  UPLOAD_FIELDS,
  APPLICATION_STATUSES,
  UPLOAD_MESSAGES,
  fillMessage,
  formatByteLimit,
  StoredFileSchema,
  CreateApplicationResponseSchema,
  ApplicationRunQueuedSchema,
  ApplicationPageQuerySchema,
  ApplicationRecordSchema,
  ApplicationPageSchema,
  ApplicationFullSchema,
  AssignApplicationRequestSchema,
  AssignmentCandidateSchema,
  ApplicationAssignmentSchema,
  ApplicationAssignmentsSchema,
  ASSIGNMENT_MESSAGES,
} from './applications';
export type {
  ApplicationOwner,
  StageSummary,
  CreateDevApplicationRequest,
  DevProgressRequest,
  ApplicationStatus,
  StoredFile,
  CreateApplicationResponse,
  ApplicationPageQuery,
  ApplicationRecord,
  ApplicationPage,
  ApplicationFull,
  AssignApplicationRequest,
  AssignmentCandidate,
  ApplicationAssignment,
  ApplicationAssignments,
} from './applications';
export * from './report';
export * from './report-pdf';
export * from './patents';
export * from './prior-art';
export * from './cpc';
export * from './ids';
export { toCsv } from './csv';
export * from './commerce';
export * from './acquisitions';
export * from './toolbox';
export * from './registrations';
export * from './route-rules';
export * from './trademarks';
export * from './drafting';
export * from './litigation';
export * from './translation';
// Pure SPEC §8 low-credit rules, shared with the server's credit ledger.
export { creditLevel, creditMessage, lowCreditNotice } from '../notifications/low-credit';
export type { CreditLevel, LowCreditNotice } from '../notifications/low-credit';
export { PRERENDERED_PATHS, PRERENDER_DIR, PRERENDER_ORIGIN, prerenderedFileName } from './prerender';
export * from './support';
export * from './patent-settings';
export * from './areas';
export * from './scout';
export * from './back-office';
export * from './agreements';
export * from './terms';
export { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './legal/terms-text';
export { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './legal/privacy-text';
export { legalSectionsMarkdown } from './legal/legal-section';
export type { LegalSection } from './legal/legal-section';
export * from './timesheets';
export * from './newsroom-admin';
export { InquiryEmailSchema, DemoEmailSchema, FIRM_SIZES, SALES_INBOX, SalesRequestSchema, SalesRequestListSchema } from './forms';
export type { InquiryEmail, DemoEmail, SalesRequest, SalesRequestList } from './forms';
export * from './contractors';
export * from './careers';
export * from './account-export';
export {
  IdParamsSchema,
  TokenParamsSchema,
  UserIdParamsSchema,
  MemberParamsSchema,
  PatentNumberParamsSchema,
  PortfolioPatentParamsSchema,
  ApplicationFileParamsSchema,
  CitationParamsSchema,
  DraftVersionParamsSchema,
  DraftExportParamsSchema,
} from './route-params';
