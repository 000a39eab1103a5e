import type { SvgIconComponent } from '@mui/icons-material';
import KeyIcon from '@mui/icons-material/Key';
import ShieldIcon from '@mui/icons-material/Shield';
import GroupsIcon from '@mui/icons-material/Groups';
import VisibilityIcon from '@mui/icons-material/Visibility';
import LockIcon from '@mui/icons-material/Lock';
import SpeedIcon from '@mui/icons-material/Speed';

export interface Practice {
  Icon: SvgIconComponent;
  title: string;
  text: string;
}

/** What the platform does, as built: every item here is enforced by the product, not a promise. */
export const PRACTICES: readonly Practice[] = [
  {
    Icon: KeyIcon,
    title: 'Short-lived sessions',
    text: 'Signed-in sessions use signed tokens that expire within minutes and are renewed every 60 seconds while you work. Passwords are stored only as memory-hard hashes.',
  },
  {
    Icon: ShieldIcon,
    title: 'A security token on every change',
    text: 'Every request that changes data carries a fresh security token, valid once, and requests from origins we do not recognise are refused.',
  },
  {
    Icon: GroupsIcon,
    title: 'Access by organization and role',
    text: 'Every page and every API call checks your licence, your organization and your role on the server. A client never gets access by changing something in the browser.',
  },
  {
    Icon: VisibilityIcon,
    title: 'Read-only client portal',
    text: 'Client-portal users can open the reports assigned to them and nothing else: no administration, no settings, no create or edit actions.',
  },
  {
    Icon: LockIcon,
    title: 'Private live updates',
    text: 'Progress updates travel on a channel per application. Subscribing to one is authorised against the application’s owner and organization each time.',
  },
  {
    Icon: SpeedIcon,
    title: 'Rate limits',
    text: 'Sign-in, forms and the API are rate limited per address, which slows down password guessing and automated abuse.',
  },
];

export const DOCUMENT_HANDLING: readonly { title: string; text: string }[] = [
  { title: 'Your documents stay yours', text: 'Applications, IDS files and reports belong to your organization. We process them to produce your analysis and do not sell them or share them with other customers.' },
  { title: 'Encrypted in transit', text: 'The site, the API and the live progress connection are served over HTTPS only.' },
  { title: 'Deleted on request', text: 'An organization administrator can delete applications and reports from the archive, and we erase an organization’s data when its account is closed.' },
];

export const DISCLOSURE_STEPS: readonly string[] = [
  'Email security@iprism.example with a description of the issue, the steps to reproduce it and the impact you expect.',
  'Give us a reasonable time to fix it before you disclose it publicly. We acknowledge every report within three business days and keep you informed.',
  'Test only against your own account and data, and stop as soon as you reach data that is not yours.',
];
