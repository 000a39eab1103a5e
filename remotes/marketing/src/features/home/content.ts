import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SummarizeIcon from '@mui/icons-material/Summarize';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import TableChartIcon from '@mui/icons-material/TableChart';
import RuleIcon from '@mui/icons-material/Rule';
import CategoryIcon from '@mui/icons-material/Category';
import RadarIcon from '@mui/icons-material/Radar';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import GroupsIcon from '@mui/icons-material/Groups';
import GavelIcon from '@mui/icons-material/Gavel';
import BusinessIcon from '@mui/icons-material/Business';
import SchoolIcon from '@mui/icons-material/School';
import InsightsIcon from '@mui/icons-material/Insights';

export interface Feature {
  Icon: SvgIconComponent;
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  { Icon: AccountTreeIcon, title: 'Claims parsed into a tree', text: 'Every claim is split into its elements and placed in a dependency tree, so the structure of the claim set is visible at a glance.' },
  { Icon: FactCheckIcon, title: 'Antecedent basis and support', text: 'Terms introduced without an antecedent, and claim language the description does not support, are flagged with the passage in question.' },
  { Icon: SummarizeIcon, title: 'Plain-language summary', text: 'A readable summary of what the application claims, for a client, an investor or a colleague outside the art.' },
  { Icon: RequestQuoteIcon, title: 'Fee estimate', text: 'Claim counts, independent claims and multiple dependencies turned into an estimate of the USPTO fees before you file.' },
  { Icon: TravelExploreIcon, title: 'Prior-art search', text: 'Weighted full-text and semantic search over a patent corpus, ranked against your claims rather than a keyword list.' },
  { Icon: TableChartIcon, title: 'Claim charts', text: 'Each close reference mapped element by element to your claims, with the passages that disclose them.' },
  { Icon: RuleIcon, title: 'IDS review', text: 'References normalized to DOCDB, duplicates found, an SB/08-ready list prepared and each citation classified X, Y or A.' },
  { Icon: CategoryIcon, title: 'CPC classification explorer', text: 'Walk the Cooperative Patent Classification from section to subgroup and search its titles in one place.' },
  { Icon: RadarIcon, title: 'Scout', text: 'Watch technology areas and follow new publications in the classes and topics that matter to your clients.' },
  { Icon: EditNoteIcon, title: 'Toolbox form fill', text: 'Fill USPTO forms from the data iPrism already holds, instead of retyping names, numbers and dates.' },
  { Icon: PictureAsPdfIcon, title: 'PDF viewer and archives', text: 'Read the source documents next to the analysis, and find every past application and report in your archive.' },
  { Icon: GroupsIcon, title: 'Organizations and client portal', text: 'Work as a firm or team with shared archives, and give clients read-only access to the reports prepared for them.' },
];

export interface Stage {
  name: string;
  text: string;
  /** Progress shown in the illustration: a snapshot of an analysis in flight. */
  sample: number;
}

/** The six stages of an analysis (SPEC §3), in the order they run. */
export const STAGES: readonly Stage[] = [
  { name: 'Upload', text: 'PDF, DOCX, text or USPTO XML, with the IDS alongside.', sample: 100 },
  { name: 'Report', text: 'Claims parsed, checks run, fees estimated, summary written.', sample: 100 },
  { name: 'Prior art', text: 'Full-text and semantic search, ranked and charted.', sample: 68 },
  { name: 'IDS analysis', text: 'Each cited reference read and matched to its record.', sample: 35 },
  { name: 'IDS transformation', text: 'Normalized to DOCDB and arranged for form SB/08.', sample: 0 },
  { name: 'IDS classification', text: 'Every citation classified X, Y or A against the claims.', sample: 0 },
];

export const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Upload the application and its IDS', text: 'Drop in a PDF, DOCX, plain text or USPTO XML file. iPrism reads the claims, the description and the cited references.' },
  { title: 'Watch the analysis run', text: 'Six stages report their progress live. Close the tab if you like: the analysis carries on and your progress is waiting when you return.' },
  { title: 'Review with the evidence beside you', text: 'Every flag, chart and classification links back to the passage it came from, so you decide with the source in view.' },
  { title: 'Share and file', text: 'Export an SB/08-ready list, fill USPTO forms from the toolbox, or share the report read-only with your client.' },
];

export const AUDIENCES: readonly Feature[] = [
  { Icon: GavelIcon, title: 'Law firms', text: 'Prepare, check and support filings faster, and share the results with clients through the client portal.' },
  { Icon: BusinessIcon, title: 'Corporate IP teams', text: 'Review applications from outside counsel, keep an archive per product line, and watch competitors with scout.' },
  { Icon: SchoolIcon, title: 'Universities', text: 'Help tech-transfer offices and students assess inventions, with education pricing for teaching and research.' },
  { Icon: InsightsIcon, title: 'Investors', text: 'Read what a portfolio actually claims, in plain language, and see the prior art it will have to stand against.' },
];
