import { accountPanelId, accountTabId, accountTabsFor, parseAccountTab, withTab } from './account-tab';

describe('parseAccountTab', () => {
  it('reads the two tabs and defaults to myAccount', () => {
    expect(parseAccountTab('organization', false)).toBe('organization');
    expect(parseAccountTab('myAccount', false)).toBe('myAccount');
    expect(parseAccountTab(null, false)).toBe('myAccount');
  });

  it('falls back to myAccount for an unknown value (case matters, as in the spec)', () => {
    expect(parseAccountTab('billing', false)).toBe('myAccount');
    expect(parseAccountTab('Organization', false)).toBe('myAccount');
    expect(parseAccountTab('', false)).toBe('myAccount');
  });

  it('gives a client-portal user only myAccount (SPEC §6)', () => {
    expect(accountTabsFor(true)).toEqual(['myAccount']);
    expect(parseAccountTab('organization', true)).toBe('myAccount');
    expect(accountTabsFor(false)).toEqual(['myAccount', 'organization']);
  });
});

describe('withTab', () => {
  it('sets the tab and keeps the other parameters, without touching the input', () => {
    const query = new URLSearchParams('tab=organization&pending=true');
    expect(withTab(query, 'myAccount').toString()).toBe('tab=myAccount&pending=true');
    expect(query.get('tab')).toBe('organization');
    expect(withTab(new URLSearchParams(), 'organization').toString()).toBe('tab=organization');
  });
});

describe('tab ids', () => {
  it('pairs each tab with its panel', () => {
    expect(accountTabId('organization')).toBe('account-tab-organization');
    expect(accountPanelId('organization')).toBe('account-tabpanel-organization');
  });
});
