import { REPORT_PDF_SECTIONS, parseReportPdfSections, reportPdfSectionsQuery } from './report-pdf';

describe('report PDF sections', () => {
  it('prints every section without a choice', () => {
    expect(parseReportPdfSections(undefined)).toEqual({ sections: [...REPORT_PDF_SECTIONS], unknown: [] });
  });

  it('keeps the chosen ones in print order and names the unknown ones', () => {
    expect(parseReportPdfSections('ids, claims,priorArt')).toEqual({ sections: ['claims', 'priorArt', 'ids'], unknown: [] });
    expect(parseReportPdfSections('claims,appendix')).toEqual({ sections: ['claims'], unknown: ['appendix'] });
    expect(parseReportPdfSections('')).toEqual({ sections: [], unknown: [] });
  });

  it('writes a choice back as the query, leaving it out for all of them', () => {
    expect(reportPdfSectionsQuery(['ids', 'summary'])).toBe('summary,ids');
    expect(reportPdfSectionsQuery(REPORT_PDF_SECTIONS)).toBeUndefined();
    expect(parseReportPdfSections(reportPdfSectionsQuery(['fees', 'cpc']))).toEqual({ sections: ['fees', 'cpc'], unknown: [] });
  });
});
