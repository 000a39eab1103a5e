/** The tabs of /dashboard/patent/account, selected by the `tab` query (SPEC §2). */
export const ACCOUNT_TABS = ['myAccount', 'organization'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'myAccount';
export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = { myAccount: 'My account', organization: 'Organization' };

/** Client-portal users only get myAccount (SPEC §6); the host guard already redirects their other tabs. */
export function accountTabsFor(clientPortal: boolean): readonly AccountTab[] {
  return clientPortal ? [DEFAULT_ACCOUNT_TAB] : ACCOUNT_TABS;
}

/** The tab to show for a `tab` query value: a tab this user has, else myAccount. */
export function parseAccountTab(value: string | null, clientPortal: boolean): AccountTab {
  return accountTabsFor(clientPortal).find((tab) => tab === value) ?? DEFAULT_ACCOUNT_TAB;
}

/** The query with `tab` set and everything else kept (the pending flags belong to the organisation tab). */
export function withTab(query: URLSearchParams, tab: AccountTab): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('tab', tab);
  return next;
}

/** Element ids tying each tab to its panel (aria-controls / aria-labelledby). */
export const accountTabId = (tab: AccountTab): string => `account-tab-${tab}`;
export const accountPanelId = (tab: AccountTab): string => `account-tabpanel-${tab}`;
