import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import TimelineIcon from '@mui/icons-material/Timeline';
import DescriptionIcon from '@mui/icons-material/Description';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import KeyboardIcon from '@mui/icons-material/Keyboard';

export interface HelpTopic {
  Icon: SvgIconComponent;
  title: string;
  text: string;
  /** A section of the user guide. */
  to: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  { Icon: AccountCircleIcon, title: 'Getting started', text: 'Create your account, join your organization and get a seat.', to: '/documentation#getting-started' },
  { Icon: CloudUploadIcon, title: 'Uploading documents', text: 'Upload an application and its IDS, and the formats we accept.', to: '/documentation#upload' },
  { Icon: TimelineIcon, title: 'The six stages', text: 'What each stage does, what it produces and what an error means.', to: '/documentation#stages' },
  { Icon: DescriptionIcon, title: 'Reading the report', text: 'Claim tree, flags, claim charts and the IDS categories X, Y and A.', to: '/documentation#reading-the-report' },
  { Icon: WorkspacePremiumIcon, title: 'Licences and plans', text: 'Pilot and Toolbox families, seats and monthly allowances.', to: '/documentation#licenses' },
  { Icon: KeyboardIcon, title: 'Keyboard and accessibility', text: 'Work with the keyboard, zoom and switch themes.', to: '/documentation#keyboard' },
];

export type ChannelState = 'available' | 'limited' | 'plan';

export interface SupportChannel {
  title: string;
  state: ChannelState;
  status: string;
  text: string;
  href?: string;
  linkLabel?: string;
}

/** How to reach support; the status describes when each channel is staffed, not a live check. */
export const SUPPORT_CHANNELS: readonly SupportChannel[] = [
  {
    title: 'Support request',
    state: 'available',
    status: 'Open around the clock',
    text: 'The form on this page. We answer within one business day, urgent requests first.',
    href: '#support-request',
    linkLabel: 'Open the form',
  },
  {
    title: 'Email',
    state: 'available',
    status: 'Answered on business days',
    text: 'Write to us from the address of your account so we can find it quickly.',
    href: 'mailto:support@iprism.example',
    linkLabel: 'support@iprism.example',
  },
  {
    title: 'Phone and screen share',
    state: 'plan',
    status: 'Law Firm Pro and Organization plans',
    text: 'Priority support includes a call with a specialist, Monday to Friday, 9:00–18:00 US Eastern time.',
  },
  {
    title: 'Security reports',
    state: 'limited',
    status: 'Monitored daily',
    text: 'Found a vulnerability? Please follow our responsible disclosure rules.',
    href: '/security#disclosure',
    linkLabel: 'How to report',
  },
];
