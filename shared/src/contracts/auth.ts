import { z } from 'zod';
import { OrganizationMembershipSchema, UserPublicMetadataSchema } from './identity';

/**
 * Wire contract of the built-in identity provider, shared by the host's built-in adapter
 * and the server's /api/auth routes. Session tokens are RS256 JWTs with Clerk v2 claims
 * (`sub`, `sid`, `o: { id, slg, rol, per }`), 60 s long; the refresh credential is an httpOnly cookie.
 */

/** Session token lifetime and the browser's refresh period (SPEC §7, §9). */
export const SESSION_TOKEN_TTL_SECONDS = 60;
export const USER_TOKEN_REFRESH_MS = 60_000;
/**
 * The refresh cookie: `__Host-` (Secure, Path=/, no Domain) wherever the browser can hold a Secure
 * cookie; the plain name only on plain-HTTP localhost, where a Secure cookie is not kept by every browser.
 */
export const REFRESH_COOKIE_NAME = '__Host-iprism_refresh';
export const REFRESH_COOKIE_NAME_LOCAL_HTTP = 'iprism_refresh';
/** Shown when a failed answer carries no message we can use (proxies, 5xx). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait before trying again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const NETWORK_ERROR_MESSAGE = 'Network connection error. Please check your internet.';
export const NO_PERMISSION_MESSAGE = 'You do not have permission to perform this action.';
export const CSRF_EXPIRED_MESSAGE = 'Security token expired. Please refresh and try again.';
/** One answer for every failed sign-in, so no error tells whether an account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email address or password is incorrect.';
export const IDLE_SIGNED_OUT_MESSAGE = 'You were signed out because this session was not used for a while. Please sign in again.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your email address first. We have sent you a new link.';
export const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired.';
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const email = z.string().trim().toLowerCase().min(1, 'Please enter your email address.').max(254).email('Please enter a valid email address.');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** The signed-in user as the built-in provider returns it: the spec's User (SPEC §3) plus account fields. */
export const AuthUserSchema = z.object({
  id: z.string(),
  primaryEmail: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  publicMetadata: UserPublicMetadataSchema,
  organizationMemberships: z.array(OrganizationMembershipSchema),
  activeOrganizationId: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** `200` of sign-in, second factor, verify-email, refresh and set-active-organization. */
export const SessionTokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number(),
  user: AuthUserSchema,
});
export type SessionTokenResponse = z.infer<typeof SessionTokenResponseSchema>;

/** `200` of sign-in when the account has a second factor: no token yet. */
export const SecondFactorRequiredSchema = z.object({
  status: z.literal('needs_second_factor'),
  /** Short-lived proof that the password was right; sent back with the code. */
  attemptToken: z.string(),
});
export type SecondFactorRequired = z.infer<typeof SecondFactorRequiredSchema>;

export const SignInRequestSchema = z.object({ email, password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH) });
export const SignUpRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120),
  email,
  password,
  /**
   * Where the user was going (the sign-up page's redirect_url, e.g. /accept-invite?token=…): the
   * verification link carries it so the verified user lands there instead of starting onboarding.
   * A same-origin path only; anything else is dropped.
   */
  redirectUrl: z.string().max(2048).optional(),
});
/** `202` of sign-up, resend-verification and forgot-password, whatever the address: no enumeration. */
export const AcceptedResponseSchema = z.object({ status: z.literal('accepted'), message: z.string() });
export const SecondFactorRequestSchema = z.object({
  attemptToken: z.string().min(1),
  /** A 6-digit TOTP code or one recovery code (xxxxx-xxxxx). */
  code: z.string().trim().min(6).max(32),
});
export const VerifyEmailRequestSchema = z.object({ token: z.string().min(1) });
export const EmailOnlyRequestSchema = z.object({ email });
export const ResetPasswordRequestSchema = z.object({ token: z.string().min(1), password });
export const ChangePasswordRequestSchema = z.object({ currentPassword: z.string().min(1), newPassword: password });
export const SetActiveOrganizationRequestSchema = z.object({ organizationId: z.string().nullable() });
/** `200` of GET /api/auth/jwks: the public RS256 key(s) that verify session tokens, as JWKs (RFC 7517; `kty` is `RSA`). */
const jwkField = z.string().optional();
export const JwksSchema = z.object({ keys: z.array(z.object({ kty: jwkField, n: jwkField, e: jwkField, kid: jwkField, alg: jwkField, use: jwkField })) });
export const TotpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;
export const TotpEnableRequestSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your app.') });
export const TotpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const TotpDisableRequestSchema = z.object({ password: z.string().min(1) });

export const ActiveSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export const ActiveSessionListSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** One e-mail in the dev outbox (no SMTP configured). */
export const OutboxEmailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), kind: z.string(), createdAt: z.string() });
export const OutboxListSchema = z.object({ emails: z.array(OutboxEmailSchema) });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

/** `200` of GET /api/auth/me: the signed-in user with the account fields (verified e-mail, second factor). */
export const CurrentUserResponseSchema = z.object({ user: AuthUserSchema });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;
export type TotpEnableResponse = z.infer<typeof TotpEnableResponseSchema>;
export type ActiveSessionList = z.infer<typeof ActiveSessionListSchema>;
