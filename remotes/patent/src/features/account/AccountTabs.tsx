import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ACCOUNT_TAB_LABELS, accountPanelId, accountTabId, type AccountTab } from './account-tab';

export interface AccountTabsProps {
  tabs: readonly AccountTab[];
  value: AccountTab;
  onChange: (tab: AccountTab) => void;
  /** The content of each tab; only the selected one is rendered. */
  panels: Partial<Record<AccountTab, ReactNode>>;
}

/**
 * MUI tabs with their panels: arrow keys move between tabs (MUI's roving focus), each tab names its
 * panel (aria-controls) and each panel its tab (aria-labelledby). Unselected panels stay in the DOM,
 * empty and hidden, so aria-controls never points at nothing.
 */
export function AccountTabs({ tabs, value, onChange, panels }: AccountTabsProps) {
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={value} onChange={(_, next: AccountTab) => onChange(next)} aria-label="Account sections" variant="scrollable" allowScrollButtonsMobile data-testid="account-tabs">
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={ACCOUNT_TAB_LABELS[tab]} id={accountTabId(tab)} aria-controls={accountPanelId(tab)} />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab) => (
        <Box key={tab} role="tabpanel" id={accountPanelId(tab)} aria-labelledby={accountTabId(tab)} hidden={tab !== value} data-testid={`account-panel-${tab}`}>
          {tab === value && panels[tab]}
        </Box>
      ))}
    </Box>
  );
}
