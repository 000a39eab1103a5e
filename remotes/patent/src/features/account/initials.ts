/** Up to two letters for an avatar: first and last word of the name, else the e-mail's first letter. */
export function initialsOf(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first) {
    const last = words.length > 1 ? words[words.length - 1] : undefined;
    return `${[...first][0] ?? ''}${last ? ([...last][0] ?? '') : ''}`.toUpperCase();
  }
  return ([...email.trim()][0] ?? '?').toUpperCase();
}
