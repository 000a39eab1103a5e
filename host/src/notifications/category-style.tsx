import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { NotificationIconCategory } from '@iprism/shared/notifications';

export interface CategoryStyle {
  Icon: ComponentType<SvgIconProps>;
  /** A palette colour for the icon's disc. */
  color: string;
  /** Said to screen readers next to the text ("Security notification"). */
  name: string;
}

/** The icon and colour of each SPEC §9 icon category; anything else is drawn as general (iconCategoryOf). */
export const CATEGORY_STYLE: Record<NotificationIconCategory, CategoryStyle> = {
  admin: { Icon: AdminPanelSettingsOutlinedIcon, color: 'secondary.main', name: 'Admin' },
  system: { Icon: SettingsSuggestOutlinedIcon, color: 'info.main', name: 'System' },
  payment: { Icon: CreditCardOutlinedIcon, color: 'success.main', name: 'Payment' },
  application: { Icon: DescriptionOutlinedIcon, color: 'primary.main', name: 'Application' },
  analytics: { Icon: InsightsOutlinedIcon, color: 'info.dark', name: 'Analytics' },
  organization: { Icon: ApartmentOutlinedIcon, color: 'secondary.dark', name: 'Organization' },
  license: { Icon: WorkspacePremiumOutlinedIcon, color: 'warning.dark', name: 'Licence' },
  security: { Icon: SecurityOutlinedIcon, color: 'error.main', name: 'Security' },
  general: { Icon: NotificationsNoneOutlinedIcon, color: 'grey.600', name: 'General' },
};
