import { Link as RouterLink } from '@iprism/shared/router';
import Link from '@mui/material/Link';
import { parseInline, parseMarkdownBlocks, type InlineSegment } from './markdown';
import { Prose } from './Prose';

function Inline({ segments }: { segments: InlineSegment[] }) {
  return (
    <>
      {segments.map((s, i) => {
        if (s.type === 'strong') return <strong key={i}>{s.text}</strong>;
        if (s.type === 'code') return <code key={i}>{s.text}</code>;
        if (s.type === 'link')
          return s.href.startsWith('/') || s.href.startsWith('#') ? (
            <Link key={i} component={RouterLink} to={s.href}>
              {s.text}
            </Link>
          ) : (
            <Link key={i} href={s.href} target={s.href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
              {s.text}
            </Link>
          );
        return <span key={i}>{s.text}</span>;
      })}
    </>
  );
}

/** The blocks of a markdown-subset text as plain elements, for a page that wraps them in its own Prose. */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <>
      {parseMarkdownBlocks(source).map((b, i) => {
        switch (b.type) {
          case 'heading':
            return b.level === 2 ? (
              <h2 key={i}>
                <Inline segments={parseInline(b.text)} />
              </h2>
            ) : (
              <h3 key={i}>
                <Inline segments={parseInline(b.text)} />
              </h3>
            );
          case 'list': {
            const items = b.items.map((item, j) => (
              <li key={j}>
                <Inline segments={parseInline(item)} />
              </li>
            ));
            return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'quote':
            return (
              <blockquote key={i}>
                <Inline segments={parseInline(b.text)} />
              </blockquote>
            );
          default:
            return (
              <p key={i}>
                <Inline segments={parseInline(b.text)} />
              </p>
            );
        }
      })}
    </>
  );
}

/** Renders stored markdown-subset text with the site's prose typography (React escapes all text). */
export function Markdown({ source }: { source: string }) {
  return (
    <Prose>
      <MarkdownContent source={source} />
    </Prose>
  );
}
