import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GlossariesSchema,
  TranslateResponseSchema,
  TranslationProviderStatusSchema,
  TranslationQcSchema,
  TranslationReviewSchema,
  GLOSSARY_MESSAGES,
  GlossaryExportQuerySchema,
  GlossaryImportRequestSchema,
  GlossaryQuerySchema,
  NO_TRANSLATION_PROVIDER_MESSAGE,
  SaveGlossaryRequestSchema,
  TranslateRequestSchema,
  TranslationExportRequestSchema,
  TranslationQcRequestSchema,
  TranslationReviewRequestSchema,
  type GlossaryEntry,
  type GlossaryScope,
  type Glossaries,
  type TranslateResponse,
  type TranslationLanguage,
  type TranslationProviderStatus,
  type TranslationQc,
  type TranslationReview,
} from '@iprism/shared/contracts';
import { glossaryCsv, glossaryTbx, mergeGlossaries, parseGlossaryText, parseTbx } from '@iprism/shared/text';
import type { Principal } from '../../auth';
import { requirePrincipal } from '../../auth';
import { loadGlossary, saveGlossary, type GlossaryKey } from '../repositories/translation-glossaries';
import { translationQc } from '../../../domain/translation/translation-qc';
import { appError } from '../../../platform/lib/errors';
import { LANGUAGE_NAMES, translationDocx } from '../translation-docx';
import { attachment } from '../../../platform/http/content-disposition';
import { configuredTranslator, type Translator } from '../providers';
import { checkedSegments, sourceSegments } from '../segments';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';

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
export const translateRoutes: FastifyPluginAsyncZod<TranslateRoutesOptions> = async (app, opts) => {
  declareAreaAccess(app, PILOT);
  const translator: Translator | null = configuredTranslator(app.config, opts.fetchImpl);

  type Pair = { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage };
  const keyOf = (principal: Principal, scope: GlossaryScope, pair: Pair): GlossaryKey | null => {
    const ownerId = scope === 'user' ? principal.userId : principal.orgId;
    return ownerId ? { scope, ownerId, sourceLanguage: pair.sourceLanguage, targetLanguage: pair.targetLanguage } : null;
  };
  /** The key of a glossary the caller may change: their own, or their organisation's when they administer it. */
  async function writableKey(principal: Principal, scope: GlossaryScope, pair: Pair): Promise<GlossaryKey> {
    const key = keyOf(principal, scope, pair);
    if (!key) throw appError('VALIDATION_FAILED', GLOSSARY_MESSAGES.noOrganization, [{ path: 'scope', message: GLOSSARY_MESSAGES.noOrganization }]);
    if (scope === 'organization' && !(await app.orgAdminCheck(principal.userId, key.ownerId))) throw appError('FORBIDDEN', GLOSSARY_MESSAGES.notOrganizationAdmin);
    return key;
  }
  async function glossaries(principal: Principal, pair: Pair): Promise<Glossaries> {
    const orgKey = keyOf(principal, 'organization', pair);
    return {
      sourceLanguage: pair.sourceLanguage,
      targetLanguage: pair.targetLanguage,
      user: await loadGlossary(app.db, keyOf(principal, 'user', pair)!),
      organization: orgKey ? await loadGlossary(app.db, orgKey) : null,
      canEditOrganization: orgKey ? await app.orgAdminCheck(principal.userId, orgKey.ownerId) : false,
    };
  }
  /** The glossary every request is checked against: the organisation's, then the user's, then the page's unsaved pairs (each overriding the one before). */
  async function effectiveGlossary(principal: Principal, pair: Pair, sent: readonly GlossaryEntry[] = []): Promise<GlossaryEntry[]> {
    const stored = await glossaries(principal, pair);
    return mergeGlossaries(stored.organization ?? [], stored.user, sent);
  }

  app.get('/api/translate/provider', { schema: { response: { 200: TranslationProviderStatusSchema } } }, async (): Promise<TranslationProviderStatus> => {
    if (!translator) return { provider: null, message: NO_TRANSLATION_PROVIDER_MESSAGE };
    return { provider: translator.provider, message: translator.provider === 'deepl' ? 'Translations go through DeepL.' : 'Translations go through the configured OpenAI-compatible model.' };
  });

  app.post('/api/translate', { schema: { body: TranslateRequestSchema, response: { 200: TranslateResponseSchema } } }, async (req): Promise<TranslateResponse> => {
    const request = req.body;
    if (!translator) throw appError('SERVICE_UNAVAILABLE', NO_TRANSLATION_PROVIDER_MESSAGE);
    const segments = sourceSegments(request.text);
    const glossary = await effectiveGlossary(requirePrincipal(req), request, request.glossary);
    let translations: string[];
    try {
      translations = await translator.translate({ texts: segments.map((s) => s.text), sourceLanguage: request.sourceLanguage, targetLanguage: request.targetLanguage, glossary });
    } catch (err) {
      req.log.warn({ err, provider: translator.provider }, 'translation provider failed');
      throw appError('BAD_GATEWAY', TRANSLATION_FAILED_MESSAGE);
    }
    req.log.info({ provider: translator.provider, segments: segments.length, glossaryTerms: glossary.length, from: request.sourceLanguage, to: request.targetLanguage }, 'text translated');
    return { provider: translator.provider, segments: checkedSegments(segments, translations, request, glossary) };
  });

  app.post('/api/translate/review', { schema: { body: TranslationReviewRequestSchema, response: { 200: TranslationReviewSchema } } }, async (req): Promise<TranslationReview> => {
    const request = req.body;
    const glossary = await effectiveGlossary(requirePrincipal(req), request, request.glossary);
    const segments = request.segments.map((s) => ({ number: s.number, kind: s.kind, text: s.source }));
    return { segments: checkedSegments(segments, request.segments.map((s) => s.translation), request, glossary) };
  });

  app.post('/api/translate/export', { schema: { produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], body: TranslationExportRequestSchema } }, async (req, reply) => {
    const request = req.body;
    const title = request.title || `Translation into ${LANGUAGE_NAMES[request.targetLanguage]}`;
    const docx = await translationDocx({ title, sourceLanguage: request.sourceLanguage, targetLanguage: request.targetLanguage, segments: request.segments, generatedAt: new Date() });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(`${title}.docx`))
      .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .send(docx);
  });

  app.post('/api/translate/qc', { schema: { body: TranslationQcRequestSchema, response: { 200: TranslationQcSchema } } }, async (req): Promise<TranslationQc> => {
    const request = req.body;
    return translationQc({ ...request, glossary: await effectiveGlossary(requirePrincipal(req), request, request.glossary) });
  });

  app.get('/api/translate/glossary', { schema: { querystring: GlossaryQuerySchema, response: { 200: GlossariesSchema } } }, async (req, reply): Promise<Glossaries> => {
    const pair = req.query;
    void reply.header('cache-control', 'no-store');
    return glossaries(requirePrincipal(req), pair);
  });

  app.put('/api/translate/glossary', { schema: { body: SaveGlossaryRequestSchema, response: { 200: GlossariesSchema } } }, async (req): Promise<Glossaries> => {
    const principal = requirePrincipal(req);
    const request = req.body;
    await saveGlossary(app.db, await writableKey(principal, request.scope, request), mergeGlossaries(request.entries), principal.userId);
    return glossaries(principal, request);
  });

  app.post('/api/translate/glossary/import', { schema: { body: GlossaryImportRequestSchema, response: { 200: GlossariesSchema } } }, async (req): Promise<Glossaries> => {
    const principal = requirePrincipal(req);
    const request = req.body;
    const key = await writableKey(principal, request.scope, request);
    const imported = request.format === 'tbx' ? parseTbx(request.content, request.sourceLanguage, request.targetLanguage) : parseGlossaryText(request.content);
    if (imported.length === 0) throw appError('VALIDATION_FAILED', GLOSSARY_MESSAGES.emptyImport, [{ path: 'content', message: GLOSSARY_MESSAGES.emptyImport }]);
    const entries = mergeGlossaries(request.replace ? [] : await loadGlossary(app.db, key), imported);
    if (entries.length > 5000) throw appError('VALIDATION_FAILED', 'A glossary holds at most 5000 term pairs.', [{ path: 'content', message: 'More than 5000 term pairs' }]);
    await saveGlossary(app.db, key, entries, principal.userId);
    req.log.info({ scope: request.scope, format: request.format, imported: imported.length, total: entries.length }, 'glossary imported');
    return glossaries(principal, request);
  });

  app.get('/api/translate/glossary/export', { schema: { produces: ['application/x-tbx+xml', 'text/csv'], querystring: GlossaryExportQuerySchema } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const query = req.query;
    const key = keyOf(principal, query.scope, query);
    if (!key) throw appError('VALIDATION_FAILED', GLOSSARY_MESSAGES.noOrganization, [{ path: 'scope', message: GLOSSARY_MESSAGES.noOrganization }]);
    const entries = await loadGlossary(app.db, key);
    const name = `glossary ${query.scope === 'user' ? 'mine' : 'organisation'} ${query.sourceLanguage}-${query.targetLanguage}.${query.format}`;
    void reply.header('cache-control', 'no-store').header('content-disposition', attachment(name));
    if (query.format === 'tbx') return reply.type('application/x-tbx+xml; charset=utf-8').send(glossaryTbx(entries, query.sourceLanguage, query.targetLanguage));
    return reply.type('text/csv; charset=utf-8').send(glossaryCsv(entries));
  });
};
