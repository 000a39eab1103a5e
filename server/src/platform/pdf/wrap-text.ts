/** Anything that measures text: a pdf-lib font or a UnicodeFont. */
export interface MeasuresText {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Words onto lines of at most `width` points; a word wider than a line (a long sequence or URL) is cut by characters. */
export function wrapText(text: string, font: MeasuresText, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
