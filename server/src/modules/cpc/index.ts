/** What the cpc module offers the rest of the server: other modules and the app import it only from here. */
export { attachClassification } from './classification/attach-classification';
export { classifyRoutes } from './classification/classify-route';
export { classifyText } from './classification/classify-text';
export { createCpcModelService, type CpcModelService } from './classification/cpc-model-service';
export { CPC_MODEL_FILE_NAME, decodeCpcModelFile, encodeCpcModelFile, trainingTextsHash, type CpcModelFile } from './classification/model/cpc-model-file';
export { createWorkerTrainer } from './classification/model/train-in-worker';
export { cpcRoutes } from './cpc-routes';
export { normaliseCpcSymbol } from './cpc-symbol';
export { latestCpcModel, readTrainingTexts } from './repositories/cpc-models';
export { upsertCpcScheme } from './repositories/cpc-scheme';
