import type { GlossaryEntry, TranslationLanguage, TranslationProvider } from '@iprism/shared/contracts';
import { z } from 'zod';

/** One segment to translate, with the glossary the provider must follow. */
export interface TranslationJob {
  texts: string[];
  sourceLanguage: TranslationLanguage;
  targetLanguage: TranslationLanguage;
  glossary: readonly GlossaryEntry[];
}

export interface Translator {
  provider: TranslationProvider;
  /** The texts translated, in order; throws on any failure of the provider. */
  translate(job: TranslationJob): Promise<string[]>;
}

const TIMEOUT_MS = 60_000;
const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', ja: 'Japanese', zh: 'Chinese', ko: 'Korean' };
const CompletionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

async function post(fetchImpl: typeof fetch, url: string, headers: Record<string, string>, body: unknown, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new Error(`${what} request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}`);
  return response.json().catch(() => null);
}

/**
 * The OpenAI-compatible chat endpoint of the report's LLM settings, one request per segment: the prompt
 * names the languages, the glossary to follow and what must not change (claim numbers, references to
 * other claims, reference numerals); the answer is the translation alone.
 */
export function llmTranslator(settings: { baseUrl: string; apiKey: string; model: string }, fetchImpl: typeof fetch = fetch): Translator {
  return {
    provider: 'llm',
    async translate(job) {
      const glossary = job.glossary.length ? `\nUse these renderings of terms exactly:\n${job.glossary.map((g) => `${g.source} => ${g.target}`).join('\n')}` : '';
      const system =
        `You translate patent text from ${LANGUAGE_NAMES[job.sourceLanguage]} to ${LANGUAGE_NAMES[job.targetLanguage]}. ` +
        'Keep the claim number, every reference to another claim and every reference numeral exactly as they are. ' +
        `Render each term the same way every time. Answer with the translation only.${glossary}`;
      const out: string[] = [];
      for (const text of job.texts) {
        const answer = CompletionSchema.safeParse(
          await post(
            fetchImpl,
            `${settings.baseUrl}/chat/completions`,
            settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
            { model: settings.model, temperature: 0, messages: [{ role: 'system', content: system }, { role: 'user', content: text }] },
            'LLM',
          ),
        );
        if (!answer.success) throw new Error('LLM answer is not a chat completion');
        out.push(answer.data.choices[0]!.message.content.trim());
      }
      return out;
    },
  };
}

const DeeplAnswerSchema = z.object({ translations: z.array(z.object({ text: z.string() })) });
const DeeplGlossarySchema = z.object({ glossary_id: z.string() });
/** DeepL names English and Portuguese targets by variant; the rest by the plain code. */
const deeplTarget = (lang: TranslationLanguage): string => (lang === 'en' ? 'EN-US' : lang.toUpperCase());

/**
 * DeepL's v2 API: the glossary is created for the request (DeepL applies a glossary only by id), the
 * segments sent together, the glossary deleted after.
 */
export function deeplTranslator(settings: { baseUrl: string; apiKey: string }, fetchImpl: typeof fetch = fetch): Translator {
  const auth = { authorization: `DeepL-Auth-Key ${settings.apiKey}` };
  return {
    provider: 'deepl',
    async translate(job) {
      let glossaryId: string | null = null;
      if (job.glossary.length) {
        const created = DeeplGlossarySchema.safeParse(
          await post(
            fetchImpl,
            `${settings.baseUrl}/v2/glossaries`,
            auth,
            {
              name: 'iPrism request glossary',
              source_lang: job.sourceLanguage,
              target_lang: job.targetLanguage,
              entries_format: 'tsv',
              entries: job.glossary.map((g) => `${g.source.replace(/\t/g, ' ')}\t${g.target.replace(/\t/g, ' ')}`).join('\n'),
            },
            'DeepL glossary',
          ),
        );
        if (!created.success) throw new Error('DeepL did not create the glossary');
        glossaryId = created.data.glossary_id;
      }
      try {
        const answer = DeeplAnswerSchema.safeParse(
          await post(
            fetchImpl,
            `${settings.baseUrl}/v2/translate`,
            auth,
            { text: job.texts, source_lang: job.sourceLanguage.toUpperCase(), target_lang: deeplTarget(job.targetLanguage), ...(glossaryId ? { glossary_id: glossaryId } : {}) },
            'DeepL',
          ),
        );
        if (!answer.success || answer.data.translations.length !== job.texts.length) throw new Error('DeepL answer does not hold one translation per segment');
        return answer.data.translations.map((t) => t.text.trim());
      } finally {
        if (glossaryId) await fetchImpl(`${settings.baseUrl}/v2/glossaries/${glossaryId}`, { method: 'DELETE', headers: auth }).catch(() => undefined);
      }
    },
  };
}

/** The configured provider: DeepL when its key is set (a translation service), else the LLM adapter, else none. */
export function configuredTranslator(config: { llm?: { baseUrl: string; apiKey: string; model: string }; deepl?: { baseUrl: string; apiKey: string } }, fetchImpl: typeof fetch = fetch): Translator | null {
  if (config.deepl) return deeplTranslator(config.deepl, fetchImpl);
  if (config.llm) return llmTranslator(config.llm, fetchImpl);
  return null;
}
