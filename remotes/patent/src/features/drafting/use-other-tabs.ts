import { useEffect, useState } from 'react';

/**
 * Whether the same draft is open in another tab of this browser: each tab announces itself on a
 * BroadcastChannel named after the draft and answers the others, so both tabs can say so.
 */
export function useOtherTabs(draftId: string): boolean {
  const [others, setOthers] = useState(false);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`iprism.draft.${draftId}`);
    channel.onmessage = (event: MessageEvent<string>) => {
      if (event.data === 'open') {
        setOthers(true);
        channel.postMessage('here');
      } else if (event.data === 'here') setOthers(true);
      else if (event.data === 'closed') setOthers(false);
    };
    channel.postMessage('open');
    return () => {
      channel.postMessage('closed');
      channel.close();
    };
  }, [draftId]);
  return others;
}
