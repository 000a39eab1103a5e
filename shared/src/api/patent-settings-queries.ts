import { queryOptions } from '@tanstack/react-query';
import { loadPatentSettings } from './patent-settings';

export const patentSettingsQueries = {
  all: ['patent-settings'] as const,
  detail: () => queryOptions({ queryKey: [...patentSettingsQueries.all, 'detail'], queryFn: ({ signal }) => loadPatentSettings(signal) }),
};
