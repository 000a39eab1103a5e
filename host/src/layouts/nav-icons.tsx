import type SvgIcon from '@mui/material/SvgIcon';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CopyrightIcon from '@mui/icons-material/Copyright';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HandymanIcon from '@mui/icons-material/Handyman';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TranslateIcon from '@mui/icons-material/Translate';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import WorkIcon from '@mui/icons-material/Work';
import type { NavIconName } from './nav/types';

/** The icon of each nav entry; kept apart from the nav data so that data needs no React. */
export const NAV_ICONS: Readonly<Record<NavIconName, typeof SvgIcon>> = {
  dashboard: DashboardIcon,
  drafting: EditNoteIcon,
  priorArt: FindInPageIcon,
  analytics: AnalyticsIcon,
  archives: ArchiveIcon,
  classification: AccountTreeIcon,
  pdf: PictureAsPdfIcon,
  account: ManageAccountsIcon,
  settings: SettingsIcon,
  support: SupportAgentIcon,
  documentation: MenuBookIcon,
  upgrade: UpgradeIcon,
  scout: TravelExploreIcon,
  patents: DescriptionIcon,
  toolbox: HandymanIcon,
  formFill: DynamicFormIcon,
  litigation: GavelIcon,
  translation: TranslateIcon,
  acquisitions: StorefrontIcon,
  trademark: CopyrightIcon,
  subscription: CardMembershipIcon,
  back: ArrowBackIcon,
  accounts: PeopleIcon,
  organizations: BusinessIcon,
  team: GroupsIcon,
  registrations: HowToRegIcon,
  notifications: NotificationsIcon,
  security: SecurityIcon,
  newsroom: NewspaperIcon,
  careers: WorkIcon,
  agreements: HandshakeIcon,
  terms: ArticleIcon,
  sales: PointOfSaleIcon,
  hours: ScheduleIcon,
  contractors: EngineeringIcon,
  contractorManagement: GroupsIcon,
  employee: BadgeIcon,
  profile: PersonIcon,
};
