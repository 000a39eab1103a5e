import type { Report, Summary } from '@iprism/shared/contracts';
import { z } from 'zod';
import { trimEndOf } from '@iprism/shared/text';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

const TIMEOUT_MS = 60_000;
/** Long claim sets are cut so the prompt stays within a small model's context. */
const MAX_PROMPT_CHARS = 24_000;

const AnswerSchema = z.object({
  summary: z.string().min(1),
  claims: z.array(z.object({ number: z.coerce.number().int().min(1), explanation: z.string() })).default([]),
});
const CompletionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

/**
 * A plain-language summary and per-claim explanations from an OpenAI-compatible chat completions endpoint.
 * Throws on any failure (HTTP status, timeout, malformed answer) so the caller keeps the extractive summary.
 */
export async function summariseWithLlm(report: Report, settings: LlmSettings, fetchImpl: typeof fetch = fetch, timeoutMs = TIMEOUT_MS): Promise<Summary> {
  const url = `${trimEndOf(settings.baseUrl, '/')}/chat/completions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: 'You explain patent applications to patent attorneys. Answer only with JSON: {"summary": string, "claims": [{"number": number, "explanation": string}]}.' },
          { role: 'user', content: promptOf(report) },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new Error(`LLM request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  const completion = CompletionSchema.safeParse(await response.json().catch(() => null));
  if (!completion.success) throw new Error('LLM answer is not a chat completion');
  const answer = AnswerSchema.safeParse(parseJson(completion.data.choices[0]?.message.content ?? ''));
  if (!answer.success) throw new Error('LLM answer is not the requested JSON');
  return {
    kind: 'abstractive',
    text: answer.data.summary.trim(),
    model: settings.model,
    claimExplanations: answer.data.claims.map((c) => ({ number: c.number, text: c.explanation.trim() })),
  };
}

function promptOf(report: Report): string {
  const abstract = report.sections.find((s) => s.name === 'abstract')?.text ?? '';
  const claims = report.claims.map((c) => `${c.number}. ${c.text}`).join('\n');
  return `Title: ${report.document.title}\n\nAbstract:\n${abstract}\n\nClaims:\n${claims}`.slice(0, MAX_PROMPT_CHARS) +
    '\n\nWrite a summary of the invention in 3-5 plain sentences, and explain each claim in one plain sentence.';
}

/** The text inside a Markdown fence (```json … ```), or the text itself. */
function withoutFence(content: string): string {
  let text = content.trim();
  if (text.startsWith('```')) text = text.slice(text.startsWith('```json') ? 7 : 3);
  if (text.endsWith('```')) text = text.slice(0, -3);
  return text.trim();
}

/** Models sometimes wrap the JSON in a Markdown fence. */
function parseJson(content: string): unknown {
  try {
    return JSON.parse(withoutFence(content));
  } catch {
    return null;
  }
}
