/** The part of the Clipboard API used here, so tests can pass a fake. */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

function browserClipboard(): ClipboardLike | null {
  return typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : null;
}

/** Copies text; false when the browser has no clipboard access (insecure origin, permission refused). */
export async function copyText(text: string, clipboard: ClipboardLike | null = browserClipboard()): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
