import type { FastifyPluginAsync } from 'fastify';
import {
  ERROR_CODES,
  NO_TRANSLATION_PROVIDER_MESSAGE,
  TranslateRequestSchema,
  TranslationQcRequestSchema,
  type TranslateResponse,
  type TranslationProviderStatus,
  type TranslationQc,
} from '@iprism/shared/contracts';
import { translationQc } from '../../../domain/translation/translation-qc';
import { AppError } from '../../../lib/errors';
import { configuredTranslator, type Translator } from '../../../translation/providers';
import { checkedSegments, sourceSegments } from '../../../translation/segments';
import { PILOT } from '../../access/route-access';

export const TRANSLATION_FAILED_MESSAGE = 'The translation provider did not answer with a translation. Please try again; the quality check works meanwhile.';

export interface TranslateRoutesOptions {
  /** Replaces the configured provider (tests: a provider against a local fake). */
  fetchImpl?: typeof fetch;
}

/**
 * Claim translation (Pilot and staff licences, like the patent dashboard): the provider's status, a
 * translation segment by segment through the configured provider (503 naming the settings without one),
 * and the offline quality check of a human translation, which needs no provider.
 */
export const translateRoutes: FastifyPluginAsync<TranslateRoutesOptions> = async (app, opts) => {
  const translator: Translator | null = configuredTranslator(app.config, opts.fetchImpl);

  app.get('/api/translate/provider', { config: { access: PILOT } }, async (): Promise<TranslationProviderStatus> => {
    if (!translator) return { provider: null, message: NO_TRANSLATION_PROVIDER_MESSAGE };
    return { provider: translator.provider, message: translator.provider === 'deepl' ? 'Translations go through DeepL.' : 'Translations go through the configured OpenAI-compatible model.' };
  });

  app.post('/api/translate', { config: { access: PILOT } }, async (req): Promise<TranslateResponse> => {
    const request = TranslateRequestSchema.parse(req.body ?? {});
    if (!translator) throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, NO_TRANSLATION_PROVIDER_MESSAGE);
    const segments = sourceSegments(request.text);
    const glossary = request.glossary ?? [];
    let translations: string[];
    try {
      translations = await translator.translate({ texts: segments.map((s) => s.text), sourceLanguage: request.sourceLanguage, targetLanguage: request.targetLanguage, glossary });
    } catch (err) {
      req.log.warn({ err, provider: translator.provider }, 'translation provider failed');
      throw new AppError(502, ERROR_CODES.SERVICE_UNAVAILABLE, TRANSLATION_FAILED_MESSAGE);
    }
    req.log.info({ provider: translator.provider, segments: segments.length, from: request.sourceLanguage, to: request.targetLanguage }, 'text translated');
    return { provider: translator.provider, segments: checkedSegments(segments, translations, request, glossary) };
  });

  app.post('/api/translate/qc', { config: { access: PILOT } }, async (req): Promise<TranslationQc> => {
    return translationQc(TranslationQcRequestSchema.parse(req.body ?? {}));
  });
};
