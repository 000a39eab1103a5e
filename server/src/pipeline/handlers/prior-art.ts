import type { StageHandler } from '../stage-handler';

/**
 * priorArt: searches the patent corpus with the claims (issue 6 builds the corpus and the search). Until a
 * corpus exists the stage completes and says so, so the applications behind it are not held up.
 */
export const priorArtStage: StageHandler = async ({ report }) => {
  await report.progress(50, 'Looking for an imported patent corpus');
  return { result: { status: 'no-corpus', references: [] }, message: 'No patent corpus imported yet: prior-art search skipped' };
};
