import { revealHashTarget, waitForElement } from './hash-target';

beforeEach(() => {
  document.body.innerHTML = '';
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn();
});

describe('revealHashTarget', () => {
  it('focuses a section heading the page made focusable', async () => {
    document.body.innerHTML = '<button>before</button><h2 id="fees" tabindex="-1">Fees</h2>';
    await revealHashTarget(document.getElementById('fees')!);
    expect(document.activeElement?.id).toBe('fees');
  });

  it('leaves focus alone on an element that is not focusable', async () => {
    document.body.innerHTML = '<button id="b">before</button><section id="fees">Fees</section>';
    document.getElementById('b')!.focus();
    await revealHashTarget(document.getElementById('fees')!);
    expect(document.activeElement?.id).toBe('b');
  });

  it('keeps focus already inside the target', async () => {
    document.body.innerHTML = '<div id="fees" tabindex="-1"><input id="amount"></div>';
    document.getElementById('amount')!.focus();
    await revealHashTarget(document.getElementById('fees')!);
    expect(document.activeElement?.id).toBe('amount');
  });
});

describe('waitForElement', () => {
  it('resolves with an element that appears later', async () => {
    const found = waitForElement('late', 1_000, new AbortController().signal);
    const el = document.createElement('h2');
    el.id = 'late';
    document.body.appendChild(el);
    await expect(found).resolves.toBe(el);
  });

  it('resolves null when the wait is aborted', async () => {
    const controller = new AbortController();
    const found = waitForElement('never', 1_000, controller.signal);
    controller.abort();
    await expect(found).resolves.toBeNull();
  });
});
