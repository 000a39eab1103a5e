import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { extractPdf } from '../../../server/src/modules/documents/pdf/extract-pdf';

/** The report's IDS section: held citations, the correction dialog, the citations table and the downloads. */
export class IdsSection {
  readonly root: Locator;
  readonly held: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('report-ids');
    this.held = this.root.getByTestId('ids-held');
    this.dialog = page.getByTestId('ids-citation-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
  }

  heldCitation(ref: string): Locator {
    return this.held.locator(`[data-testid="ids-held-citation"][data-ref="${ref}"]`);
  }

  citation(ref: string): Locator {
    return this.root.locator(`[data-testid="ids-citation"][data-ref="${ref}"]`);
  }

  async heldRefs(): Promise<string[]> {
    return this.held.getByTestId('ids-held-citation').evaluateAll((items) => items.map((i) => i.getAttribute('data-ref') ?? ''));
  }

  /** Opens the held citation's correction, fills the fields given, saves, and waits for the dialog to close. */
  async correct(ref: string, fields: Partial<Record<'citeNo' | 'country' | 'number' | 'kind' | 'date' | 'name' | 'text', string>>): Promise<void> {
    await this.heldCitation(ref).getByTestId('ids-held-correct').click();
    await expect(this.dialog).toBeVisible();
    for (const [field, value] of Object.entries(fields)) await this.dialog.getByTestId(`ids-field-${field}`).fill(value);
    await this.dialog.getByTestId('ids-citation-save').click();
    await expect(this.dialog).toBeHidden();
  }

  /** Downloads the SB/08 PDF (or, with `withHeld`, the one that includes the held citations) and reads its text. */
  async sb08Text(trigger: Locator = this.root.getByTestId('ids-download-pdf')): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), trigger.click()]);
    expect(download.suggestedFilename()).toMatch(/IDS SB08\.pdf$/);
    const bytes = await readFile((await download.path())!);
    return (await extractPdf(new Uint8Array(bytes))).pages.join('\n');
  }
}
