import base from './playwright.config';
export default { ...base, testDir: './specs', webServer: { ...(base.webServer as object), timeout: 240_000 } };
