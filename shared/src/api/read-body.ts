/** The answer's body as JSON, its raw text when it is not JSON, or undefined when it is empty (204). */
export async function readJsonBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
