/**
 * Why this tab was signed out by the server (an idle session), kept for the sign-in page the guards lead to
 * next: in sessionStorage, so it survives that navigation or a reload but stays in this tab, and is shown once.
 */
export const SIGNED_OUT_NOTICE_KEY = 'iprism:signed-out-notice';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): NoticeStorage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberSignedOutNotice(message: string, storage: NoticeStorage | null = browserStorage()): void {
  try {
    storage?.setItem(SIGNED_OUT_NOTICE_KEY, message);
  } catch {
    // Storage refused (private mode, quota): the sign-in page simply shows no notice.
  }
}

/** The notice, removed as it is read; null when there is none. */
export function takeSignedOutNotice(storage: NoticeStorage | null = browserStorage()): string | null {
  try {
    const message = storage?.getItem(SIGNED_OUT_NOTICE_KEY) ?? null;
    storage?.removeItem(SIGNED_OUT_NOTICE_KEY);
    return message;
  } catch {
    return null;
  }
}
