import { readCpcScheme } from '../../corpus/import-cpc-scheme';
import type { CpcSchemeRow } from '../../corpus/cpc-scheme';
import type { ReaderTasks } from '../reader-tasks';

export const readCpcSchemeInThread = ({ dir }: ReaderTasks['readCpcScheme']['input']): Promise<CpcSchemeRow[]> => readCpcScheme(dir);
