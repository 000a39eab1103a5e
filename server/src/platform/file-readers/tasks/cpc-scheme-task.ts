import { readCpcScheme } from '../../../modules/corpus/parsing';
import type { CpcSchemeRow } from '../../../modules/corpus/parsing';
import type { ReaderTasks } from '../reader-tasks';

export const readCpcSchemeInThread = ({ dir }: ReaderTasks['readCpcScheme']['input']): Promise<CpcSchemeRow[]> => readCpcScheme(dir);
