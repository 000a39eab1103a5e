import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

export interface Highlight {
  start: number;
  end: number;
  severity: 'error' | 'warning' | 'info';
  /** The id of the finding in the side list, for aria-describedby and scrolling. */
  id: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  highlights: readonly Highlight[];
  minRows: number;
  placeholder?: string;
  describedBy?: string;
  testId?: string;
  textareaRef?: React.RefObject<HTMLTextAreaElement | null>;
}

const FONT = { fontFamily: '"Georgia", "Times New Roman", serif', fontSize: 15, lineHeight: 1.7 };

/**
 * A plain textarea with the findings underlined under the text: a mirror behind the (transparent) textarea
 * draws the same text with the finding spans marked, scrolled with it. Typing stays native and accessible.
 */
export function HighlightedTextarea({ id, label, value, onChange, highlights, minRows, placeholder, describedBy, testId, textareaRef }: Props) {
  const theme = useTheme();
  const mirror = useRef<HTMLDivElement>(null);
  const colour = { error: theme.palette.error.main, warning: theme.palette.warning.main, info: theme.palette.info.main };
  const parts: ReactNode[] = [];
  let at = 0;
  for (const h of [...highlights].sort((a, b) => a.start - b.start)) {
    if (h.start < at || h.end > value.length || h.end <= h.start) continue;
    parts.push(value.slice(at, h.start));
    parts.push(
      <mark key={`${h.id}-${h.start}`} style={{ background: alpha(colour[h.severity], 0.18), color: 'transparent', borderBottom: `2px solid ${colour[h.severity]}`, borderRadius: 2 }}>
        {value.slice(h.start, h.end)}
      </mark>,
    );
    at = h.end;
  }
  parts.push(`${value.slice(at)}\n`);
  const shared = { ...FONT, padding: '12px 14px', margin: 0, border: 0, whiteSpace: 'pre-wrap', overflowWrap: 'break-word', wordBreak: 'break-word', boxSizing: 'border-box', width: '100%' } as const;
  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', '&:focus-within': { borderColor: 'primary.main', boxShadow: `0 0 0 1px ${theme.palette.primary.main}` } }}>
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </label>
      <div ref={mirror} aria-hidden style={{ ...shared, position: 'absolute', inset: 0, overflow: 'hidden', color: 'transparent', pointerEvents: 'none' }}>
        {parts}
      </div>
      <textarea
        id={id}
        ref={textareaRef}
        value={value}
        placeholder={placeholder}
        rows={minRows}
        spellCheck
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onScroll={(e) => {
          if (mirror.current) mirror.current.scrollTop = e.currentTarget.scrollTop;
        }}
        style={{ ...shared, position: 'relative', display: 'block', resize: 'vertical', background: 'transparent', color: theme.palette.text.primary, caretColor: theme.palette.text.primary, outline: 'none', minHeight: minRows * 25 }}
      />
    </Box>
  );
}
