/** What the pipeline module offers the rest of the server: other modules and the app import it only from here. */
export { attachPipeline } from './attach-pipeline';
export { type JobQueue } from './job-queue';
export { countLiveJobs, listJobStates, type JobDepthRow } from './repositories/jobs';
export { rerunApplication } from './rerun';
export { PIPELINE_STAGES, type PipelineStage } from './stages';
export { workerConfigProblems } from './worker-config';
