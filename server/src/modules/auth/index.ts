/** What the auth module offers the rest of the server: other modules and the app import it only from here. */
export { isClientPortalPrincipal } from './client-role';
export { setUpIdentity } from './identity';
export { trustedOrigin } from './link-origin';
export { DEFAULT_COST_LOG2, hashPassword, setPasswordHashCost } from './password';
export { type Authenticator, type Principal } from './principal';
export { insertEmailToken } from './repositories/email-tokens';
export { listLiveSessions, setSessionOrganization } from './repositories/sessions';
export { principalFromRequest, requirePrincipal } from './request-principal';
export { csrfRoutes } from './routes/csrf';
export { authRoutes } from './routes';
export { verificationLink } from './return-path';
export { sessionRoutes } from './routes/heartbeat';
export { newId, randomToken, sha256Hex } from './secrets';
