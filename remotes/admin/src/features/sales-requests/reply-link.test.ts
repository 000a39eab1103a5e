import type { SalesRequest } from '@iprism/shared/contracts/forms';
import { replyLink } from './reply-link';

const request: SalesRequest = {
  id: '1',
  kind: 'demo',
  name: 'Ada & Co',
  email: 'ada+sales@example.com',
  firm: 'Analytical LLP',
  role: 'Partner',
  size: '11-50',
  preferredTimes: 'Tue afternoon',
  message: '',
  receivedAt: '2026-03-01T10:00:00.000Z',
};

describe('replyLink', () => {
  it('addresses the person, with the subject of what they asked for, every part encoded', () => {
    const url = new URL(replyLink(request));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ada+sales@example.com');
    expect(url.searchParams.get('subject')).toBe('Your iPrism demo');
    expect(url.searchParams.get('body')).toBe('Hello Ada & Co,\n\n');
    expect(new URL(replyLink({ ...request, kind: 'inquiry' })).searchParams.get('subject')).toBe('Re: your message to iPrism sales');
  });
});
