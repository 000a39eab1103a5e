import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts every generated PDF writes with, in the order a character is looked up: DejaVu Sans (Latin,
 * Greek, Cyrillic, mathematical symbols), then Noto Sans SC (Chinese, Japanese kana) and Noto Sans KR
 * (Hangul). All are embedded as subsets, so a PDF carries only the glyphs it uses. Bold CJK falls back to the
 * regular faces: the bold faces would double the fonts parsed per document for text that is rarely bold.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

interface LoadedFont {
  bytes: Uint8Array;
  has: (codePoint: number) => boolean;
}

const loaded = new Map<FontName, LoadedFont>();

/** Read and parse once per process: the CJK files are 6–10 MB each. */
function load(name: FontName): LoadedFont {
  let font = loaded.get(name);
  if (!font) {
    const bytes = readFileSync(require.resolve(FONT_FILES[name]));
    const parsed = fontkit.create(bytes);
    font = { bytes, has: (cp) => parsed.hasGlyphForCodePoint(cp) };
    loaded.set(name, font);
  }
  return font;
}

/** A run of text drawn with one embedded font. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/** A font that draws any Unicode text by switching to the first embedded font that has each character. */
export class UnicodeFont {
  constructor(private readonly chain: readonly { font: PDFFont; has: (codePoint: number) => boolean }[]) {}

  /** Runs of the text, each in the first font that has its characters; a character none has is drawn as '?'. */
  runs(text: string): TextRun[] {
    const runs: TextRun[] = [];
    for (const raw of text) {
      const ch = raw === '\t' ? ' ' : raw;
      const cp = ch.codePointAt(0) ?? 0x3f;
      if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0x200b) continue;
      const owner = this.chain.find((f) => f.has(cp));
      const font = owner?.font ?? this.chain[0]!.font;
      const glyph = owner ? ch : '?';
      const last = runs.at(-1);
      if (last && last.font === font) last.text += glyph;
      else runs.push({ text: glyph, font });
    }
    return runs;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }
}

export interface UnicodeFonts {
  regular: UnicodeFont;
  bold: UnicodeFont;
}

/** Embeds the font chain into a document (subsets, written when the document is saved). */
export async function embedUnicodeFonts(doc: PDFDocument): Promise<UnicodeFonts> {
  doc.registerFontkit(fontkit);
  const embed = async (name: FontName) => {
    const f = load(name);
    return { font: await doc.embedFont(f.bytes, { subset: true }), has: f.has };
  };
  const [regular, bold, chinese, korean] = await Promise.all([embed('regular'), embed('bold'), embed('chinese'), embed('korean')]);
  return { regular: new UnicodeFont([regular, chinese, korean]), bold: new UnicodeFont([bold, chinese, korean]) };
}
