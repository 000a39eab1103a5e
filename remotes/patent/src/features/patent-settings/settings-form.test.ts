import { DEFAULT_PATENT_SETTINGS, REPORT_EXPORT_FORMATS } from '@iprism/shared/contracts/patent-settings';
import { checkSettings, orderedSections, toggled } from './settings-form';

describe('patent settings form', () => {
  it('accepts the defaults', () => {
    expect(checkSettings(DEFAULT_PATENT_SETTINGS)).toEqual({ ok: true, settings: DEFAULT_PATENT_SETTINGS });
  });

  it('reports each field by its path', () => {
    const result = checkSettings({ ...DEFAULT_PATENT_SETTINGS, reportSections: [], exportFormats: [], priorArt: { resultCount: 3, publishedAfter: '2022-01-01', publishedBefore: '2021-01-01' } });
    expect(result).toEqual({
      ok: false,
      errors: {
        reportSections: 'Choose at least one report section.',
        exportFormats: 'Choose at least one export format.',
        'priorArt.resultCount': 'Show at least 5 results.',
        'priorArt.publishedBefore': 'The end date must be after the start date.',
      },
    });
  });

  it('keeps lists in the product’s order whatever the clicking order', () => {
    expect(orderedSections(['claims'], 'summary', true)).toEqual(['summary', 'claims']);
    expect(orderedSections(['summary', 'claims'], 'summary', false)).toEqual(['claims']);
    expect(toggled(['json'], 'pdf', true, REPORT_EXPORT_FORMATS)).toEqual(['pdf', 'json']);
  });
});
