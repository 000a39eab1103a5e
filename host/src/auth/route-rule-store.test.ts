import type { RouteRuleAnswer } from '@iprism/shared/contracts/route-rules';
import { RouteRuleStore } from './route-rule-store';

const answer = (redirect: string | null): RouteRuleAnswer => ({ redirect, guards: { personalEmail: true, clientPortal: true, pendingOrganization: true, pilot: true, toolbox: true, admin: true } });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('RouteRuleStore', () => {
  it('looks a path up once, by its normalised form, and keeps it until the access cache would expire', async () => {
    let t = 0;
    const fetchRule = jest.fn(async (p: string) => answer(p === '/old' ? '/new' : null));
    const store = new RouteRuleStore({ fetchRule, now: () => t, ttlMs: 1000 });
    expect(store.ruleFor('/Old/')).toBe('loading');
    store.load('/Old/');
    store.load('/old');
    await settle();
    expect(fetchRule).toHaveBeenCalledTimes(1);
    expect(store.ruleFor('/old')).toEqual(answer('/new'));
    t = 1000;
    expect(store.ruleFor('/old')).toBe('loading');
  });

  it('answers the defaults when the lookup fails, and forgets everything on clear', async () => {
    const store = new RouteRuleStore({ fetchRule: async () => Promise.reject(new Error('offline')) });
    store.load('/x');
    await settle();
    expect(store.ruleFor('/x')).toEqual(answer(null));
    store.clear();
    expect(store.ruleFor('/x')).toBe('loading');
  });
});
