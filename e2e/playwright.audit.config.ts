import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Audits that report findings still being fixed; run on demand (`pnpm audit:a11y`), not part of `pnpm test`. */
export default defineConfig({ ...base, testDir: './audits' });
