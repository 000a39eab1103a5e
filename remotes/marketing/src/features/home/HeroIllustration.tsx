import { useTheme, alpha } from '@mui/material/styles';
import { STAGES } from './content';

interface TreeNode {
  id: string;
  x: number;
  y: number;
  parent?: string;
  flagged?: boolean;
}

const NODES: readonly TreeNode[] = [
  { id: '1', x: 70, y: 92 },
  { id: '2', x: 30, y: 172, parent: '1' },
  { id: '3', x: 90, y: 172, parent: '1', flagged: true },
  { id: '4', x: 150, y: 172, parent: '1' },
  { id: '5', x: 60, y: 252, parent: '3' },
  { id: '6', x: 120, y: 252, parent: '3' },
  { id: '7', x: 200, y: 92 },
  { id: '8', x: 200, y: 172, parent: '7' },
];

/**
 * A drawn snapshot of a report in progress: a claim tree with one flagged claim, and the six
 * stages mid-run. Decorative; the same facts are in the text around it.
 */
export function HeroIllustration() {
  const { palette, typography } = useTheme();
  const byId = new Map(NODES.map((n) => [n.id, n]));
  const font = typography.fontFamily;
  return (
    <svg viewBox="0 0 520 340" width="100%" role="presentation" aria-hidden focusable="false" style={{ display: 'block' }}>
      <rect x="1" y="1" width="518" height="338" rx="18" fill={palette.background.paper} stroke={palette.divider} />
      <rect x="1" y="1" width="518" height="44" rx="18" fill={alpha(palette.primary.main, 0.08)} />
      {[24, 42, 60].map((cx, i) => (
        <circle key={cx} cx={cx} cy="23" r="5" fill={[palette.error.main, palette.warning.main, palette.success.main][i]} opacity="0.75" />
      ))}
      <text x="82" y="28" fontFamily={font} fontSize="13" fill={palette.text.secondary}>
        Report · claim tree and stages
      </text>

      {NODES.filter((n) => n.parent).map((n) => {
        const p = byId.get(n.parent as string) as TreeNode;
        return <path key={`e${n.id}`} d={`M${p.x} ${p.y + 16} V${(p.y + n.y) / 2} H${n.x} V${n.y - 16}`} fill="none" stroke={alpha(palette.primary.main, 0.45)} strokeWidth="2" />;
      })}
      {NODES.map((n) => {
        const independent = !n.parent;
        const fill = n.flagged ? palette.warning.main : independent ? palette.primary.main : alpha(palette.secondary.main, 0.85);
        return (
          <g key={n.id}>
            <rect x={n.x - 20} y={n.y - 16} width="40" height="32" rx="8" fill={fill} />
            <text x={n.x} y={n.y + 5} textAnchor="middle" fontFamily={font} fontSize="14" fontWeight="700" fill={palette.getContrastText(fill)}>
              {n.id}
            </text>
          </g>
        );
      })}
      <g>
        <rect x="22" y="290" width="200" height="30" rx="8" fill={alpha(palette.warning.main, 0.14)} />
        <text x="34" y="310" fontFamily={font} fontSize="12" fill={palette.text.primary}>
          Claim 3: “the sensor” lacks antecedent
        </text>
      </g>

      <line x1="258" y1="64" x2="258" y2="320" stroke={palette.divider} />
      {STAGES.map((s, i) => {
        const y = 78 + i * 42;
        const color = s.sample === 100 ? palette.success.main : palette.primary.main;
        return (
          <g key={s.name}>
            <text x="280" y={y} fontFamily={font} fontSize="12.5" fill={palette.text.primary}>
              {s.name}
            </text>
            <text x="496" y={y} textAnchor="end" fontFamily={font} fontSize="12" fill={palette.text.secondary}>
              {s.sample === 0 ? 'queued' : `${s.sample}%`}
            </text>
            <rect x="280" y={y + 8} width="216" height="8" rx="4" fill={alpha(palette.text.primary, 0.1)} />
            <rect x="280" y={y + 8} width={(216 * s.sample) / 100} height="8" rx="4" fill={color} />
          </g>
        );
      })}
    </svg>
  );
}
