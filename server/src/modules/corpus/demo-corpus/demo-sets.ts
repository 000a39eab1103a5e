import type { CorpusRecord } from '../record';
import { sampleAcrossSections, sampleEvenly } from './select';

/** One file of the shipped demo corpus: which shared folders feed it, how it is sampled, and under what terms. */
export interface DemoSet {
  /** server/demo-corpus/<file>.jsonl.gz */
  file: string;
  title: string;
  /** Paths under ../shared/data (a folder is read whole). */
  from: string[];
  keep?: (record: CorpusRecord) => boolean;
  pick: (records: CorpusRecord[]) => CorpusRecord[];
  /** Rendered into SOURCES.md. */
  sample: string;
  license: string;
}

const all = (records: CorpusRecord[]): CorpusRecord[] => records;

/**
 * Only sets whose terms allow redistribution. Left out: the Lens COVID set (no licence, and no abstracts),
 * the EPO OPS responses (EPO fair-use terms), the PatentEval and IP Street sets (no publication numbers),
 * and the non-US Google Patents records (Google's machine translations).
 */
export const DEMO_SETS: DemoSet[] = [
  {
    file: 'uspto-full-text-xml',
    title: 'USPTO full-text XML and SGML samples (grants and applications, with claims and cited references)',
    from: ['uspto-patentpublicdata-samples', 'uspto-xml-go-uspto-testdata'],
    pick: all,
    sample: 'every document with a publication number',
    license: 'USPTO data, public domain; USPTO/PatentPublicData is CC0 1.0, max-planck-innovation-competition/go-uspto is Apache-2.0',
  },
  {
    file: 'uspto-ppubs-full-text',
    title: 'USPTO Patent Public Search full documents (claims, description, cited references)',
    from: ['patent-client-fixtures/uspto-ppubs/doc.json'],
    pick: all,
    sample: 'every document',
    license: 'USPTO data, public domain; parkerhancock/patent_client fixtures are Apache-2.0',
  },
  {
    file: 'patentsberta-claims',
    title: 'US grants 2013–2017: claim 1 with CPC subclass labels (PatentSBERTa)',
    from: ['patentsberta-claims-cpc-train'],
    pick: all,
    sample: 'every record (text re-decoded where the source double-encoded it)',
    license: 'AI-Growth-Lab/PatentSBERTa is MIT; claim text USPTO public domain via PatentsView (CC BY 4.0: "Source: PatentsView")',
  },
  {
    file: 'uspto-random-grants',
    title: 'Random US grants 2005–2018: abstract and CPC subgroups, every section',
    from: ['uspto-random-10000-cpc'],
    pick: (records) => sampleAcrossSections(records, 320),
    sample: 'up to 320 per CPC section, by a hash of the number',
    license: 'datasciencecampus/pygrams is Open Government Licence v3.0 (© Office for National Statistics); text USPTO public domain',
  },
  {
    file: 'google-patents-us',
    title: 'US patents on AI and computing from Google Patents: title, abstract, full CPC list',
    from: ['google-patents-ai-abstracts-cpc/scraped'],
    keep: (record) => record.country === 'US',
    pick: (records) => sampleAcrossSections(records, 120),
    sample: 'US records only, up to 120 per CPC section, by a hash of the number',
    license: 'faysalalmahmud/patent-cpc-code-classifier is MIT; US patent text public domain',
  },
  {
    file: 'patentsview-abstracts',
    title: 'US grants on neural networks and on baseball: title, abstract, grant date (PatentsView)',
    from: ['patentsview-abstracts-koehrsen'],
    pick: (records) => sampleEvenly(records, 800),
    sample: '800 by a hash of the number',
    license: 'WillKoehrsen/recurrent-neural-networks is MIT; PatentsView data CC BY 4.0 ("Source: PatentsView"), text USPTO public domain',
  },
];

/** The CPC scheme as the classification explorer imports it: the title table and the section files. */
export const CPC_SCHEME = {
  folder: 'cpc-scheme-2019-08',
  files: ['cpc_scheme_2019-08_titles_to_maingroup.tsv', ...'ABCDEFGHY'.split('').map((s) => `section-xml/cpc-scheme-${s}.xml`)],
  license: 'CPC scheme 2019.08 published by the EPO and USPTO for free public use (via juliusgeo/CPC-Patent-Classifier); the title table is derived from it',
};
