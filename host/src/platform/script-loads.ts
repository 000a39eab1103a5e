import { trackRequest } from '@iprism/shared/api/requests-in-flight';

function loaded(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Counts every script the page adds (webpack's and the federation runtime's chunk loads) as a request in
 * flight, beside the API calls: a page is not loaded while its code still arrives, even with no call pending.
 */
export function trackScriptLoads(root: Node = document.head): () => void {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src) void trackRequest(loaded(node));
      }
    }
  });
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}
