/** The error object of SPEC §3. */
export interface AppErrorInfo {
  statusCode: number;
  message: string;
  fatal?: boolean;
}

export interface ErrorPageContent {
  statusCode: number;
  title: string;
  message: string;
}

/** SPEC §8: the default error when none is given. */
export const DEFAULT_ERROR: AppErrorInfo = { statusCode: 404, message: 'Page not found' };

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** SPEC §2/§8: unknown routes raise a fatal 404. */
export function notFoundError(path: string): AppErrorInfo {
  return { statusCode: 404, message: `Page Not Found: ${path}`, fatal: true };
}

/** Title and message of the error page by status code (SPEC §8). */
export function errorPageContent(error: Partial<AppErrorInfo> | null | undefined): ErrorPageContent {
  const statusCode = error?.statusCode ?? DEFAULT_ERROR.statusCode;
  switch (statusCode) {
    case 404:
      return {
        statusCode,
        title: 'Page Not Found',
        message: "The page you're looking for may have been moved, deleted, or never existed.",
      };
    case 403:
      return {
        statusCode,
        title: 'Access Forbidden',
        message: "You don't have permission to access this page. Check your credentials or contact support.",
      };
    case 500:
      return { statusCode, title: 'Server Error', message: 'Something went wrong on our servers. Our team has been notified.' };
    case 503:
      return { statusCode, title: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again in a few moments.' };
    default:
      return { statusCode, title: 'An Error Occurred', message: error?.message?.trim() || GENERIC_ERROR_MESSAGE };
  }
}

/** The counter shows at least three digits (SPEC §2): 7 → "007", 1234 → "1234". */
export function formatStatusCode(value: number): string {
  return String(Math.max(0, Math.round(value))).padStart(3, '0');
}

/** Value shown by the count-up animation at `elapsedMs` of `durationMs` (ease-out, ends exactly on target). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return target;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - Math.pow(1 - t, 3);
  return Math.floor(target * eased);
}

export const ERROR_COUNTER_DURATION_MS = 2000;

const BOT_PATTERN =
  /bot|crawler|spider|crawling|slurp|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|slackbot|linkedinbot|twitterbot|skypeuripreview|redditbot|applebot|bingpreview|google-inspectiontool|googleother|headlesschrome\/.*lighthouse/i;

/** Search-engine and link-preview bots get a plain status page instead of the animated one. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
