import { lastCompletedPeriod } from '../../domain/scout/digest-period';
import { DIGEST_DOCUMENTS_PER_WATCH, watchDigestMail } from './digest-mail';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ publicationNumber: `US${10_000_000 + i}B2`, title: i === 0 ? '' : `Title ${i}` }));

describe('watchDigestMail', () => {
  it('lists each watch with its count, links each document, and counts what it leaves out', () => {
    const mail = watchDigestMail('ada@firm.example', 'Ada', 'weekly', lastCompletedPeriod('weekly', new Date('2026-11-27T10:00:00Z')), [
      { name: 'Solar', documents: docs(DIGEST_DOCUMENTS_PER_WATCH + 2) },
      { name: 'Hand truck', documents: docs(1) },
    ], 'https://iprism.example');
    expect(mail).toMatchObject({ to: 'ada@firm.example', kind: 'scout-digest-weekly', subject: 'iPrism weekly watch digest: 13 new documents' });
    expect(mail.text).toContain('Hello Ada,\n\nYour watches found 13 new documents in the week of 2026-11-16 (UTC).');
    expect(mail.text).toContain('“Solar”: 12 new documents\n  - US10000000B2: https://iprism.example/dashboard/scout/patents/US10000000B2\n  - US10000001B2 — Title 1:');
    expect(mail.text).toContain(`US10000009B2 — Title 9: https://iprism.example/dashboard/scout/patents/US10000009B2\n  … and 2 more\n\n“Hand truck”: 1 new document\n`);
    expect(mail.text).not.toContain('US10000010B2');
  });

  it('greets without a name and says "1 new document" for one', () => {
    const mail = watchDigestMail('x@y.example', '', 'daily', lastCompletedPeriod('daily', new Date('2026-11-27T10:00:00Z')), [{ name: 'W', documents: docs(1) }], 'http://localhost:8080');
    expect(mail.subject).toBe('iPrism daily watch digest: 1 new document');
    expect(mail.text).toMatch(/^Hello there,\n\nYour watches found 1 new document on 2026-11-26 \(UTC\)\./);
  });
});
