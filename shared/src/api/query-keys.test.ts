import { accountQueries, organizationQueries } from './account-queries';
import { applicationQueries } from './applications-queries';
import { backOfficeQueries } from './back-office-queries';
import { commerceQueries } from './commerce-queries';
import { agreementQueries, newsroomQueries, termsQueries } from './company-queries';
import { cpcQueries } from './cpc-queries';
import { devOutboxQueries } from './dev-outbox-queries';
import { litigationQueries } from './litigation-queries';
import { patentSettingsQueries } from './patent-settings-queries';
import { corpusQueries } from './prior-art-queries';
import { careerQueries, contractorQueries, salesRequestQueries, timesheetQueries } from './staff-queries';
import { toolboxQueries } from './toolbox-queries';
import { draftQueries, notificationQueries, portfolioQueries, supportQueries, trademarkQueries, translationQueries } from './workspace-queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe('query key factories', () => {
  const factories = {
    accountQueries,
    organizationQueries,
    applicationQueries,
    commerceQueries,
    termsQueries,
    agreementQueries,
    newsroomQueries,
    patentSettingsQueries,
    careerQueries,
    contractorQueries,
    salesRequestQueries,
    timesheetQueries,
    draftQueries,
    notificationQueries,
    portfolioQueries,
    supportQueries,
    trademarkQueries,
    translationQueries,
    cpcQueries,
    devOutboxQueries,
    corpusQueries,
    litigationQueries,
    toolboxQueries,
  };

  it('give every resource its own root key', () => {
    const roots = Object.values(factories).map((f) => f.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it("put every query's key under its resource's root, so invalidating the root reaches all of them", () => {
    expect(startsWith(accountQueries.license().queryKey, accountQueries.all)).toBe(true);
    expect(startsWith(commerceQueries.credits(2, 10).queryKey, commerceQueries.all)).toBe(true);
    expect(startsWith(timesheetQueries.totals('2026-01-01', '2026-01-31').queryKey, timesheetQueries.all)).toBe(true);
    expect(startsWith(newsroomQueries.article('a1').queryKey, newsroomQueries.newsroom().queryKey)).toBe(true);
    expect(startsWith(notificationQueries.admin().queryKey, notificationQueries.all)).toBe(true);
    expect(startsWith(toolboxQueries.fill('f1').queryKey, toolboxQueries.fills().queryKey)).toBe(true);
    expect(startsWith(cpcQueries.node('G06N3/00').queryKey, cpcQueries.all)).toBe(true);
    expect(startsWith(contractorQueries.invoices('submitted').queryKey, contractorQueries.invoiceLists())).toBe(true);
    expect(startsWith(backOfficeQueries.audit({ actor: 'a@b.example' }, 50).queryKey, backOfficeQueries.auditLists())).toBe(true);
  });

  it("file an application's stage results under that application, and its lists under the pages", () => {
    const detail = applicationQueries.detail('app_1');
    for (const options of [applicationQueries.report('app_1'), applicationQueries.priorArt('app_1'), applicationQueries.ids('app_1')]) {
      expect(startsWith(options.queryKey, detail)).toBe(true);
    }
    expect(startsWith(applicationQueries.page({ status: 'queued', pageSize: 1 }).queryKey, applicationQueries.pages())).toBe(true);
    expect(startsWith(applicationQueries.report('app_2').queryKey, detail)).toBe(false);
    // The uploaded bytes never change with a stage: a stage update must not fetch them again.
    expect(startsWith(applicationQueries.file('app_1', 'application').queryKey, detail)).toBe(false);
  });

  it('key a parameterised query by its parameters', () => {
    expect(applicationQueries.page({ status: 'queued' }).queryKey).not.toEqual(applicationQueries.page({ status: 'running' }).queryKey);
    expect(portfolioQueries.detail('p1').queryKey).toEqual(portfolioQueries.detail('p1').queryKey);
    expect(supportQueries.admin('open').queryKey).not.toEqual(supportQueries.admin(null).queryKey);
  });
});
