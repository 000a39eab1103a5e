import { queryOptions, skipToken } from '@tanstack/react-query';
import type { FormFillContent } from '../contracts/toolbox';
import { getFormFill, getToolboxHome, idsFillRules, listFormFills } from './toolbox';

/** The toolbox: its home, the saved form fills and the IDS rules of a form as filled. */
export const toolboxQueries = {
  all: ['toolbox'] as const,
  home: () => queryOptions({ queryKey: [...toolboxQueries.all, 'home'], queryFn: ({ signal }) => getToolboxHome(signal) }),
  fills: () => queryOptions({ queryKey: [...toolboxQueries.all, 'fills'], queryFn: ({ signal }) => listFormFills(signal) }),
  /** Null asks nothing. */
  fill: (id: string | null) => queryOptions({ queryKey: [...toolboxQueries.all, 'fills', id], queryFn: id ? ({ signal }) => getFormFill(id, signal) : skipToken }),
  /** Worked out by the server from the fields (a POST that only reads). */
  idsRules: (content: FormFillContent) => queryOptions({ queryKey: [...toolboxQueries.all, 'ids-rules', content], queryFn: ({ signal }) => idsFillRules(content, signal) }),
};
