import { LowCreditNotice } from '../notifications/LowCreditNotice';
import { NotificationsBridge } from '../notifications/NotificationsBridge';
import { ProgressToasts } from '../realtime/ProgressToasts';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { SessionHeartbeat } from '../session/SessionHeartbeat';

/**
 * What runs for a signed-in user only, each rendering nothing: the live connection and its progress
 * toasts, the notifications list, the low-credit notice and the session heartbeat. Each one also handles
 * the sign-out that may follow (they stay mounted then).
 */
export function SignedInServices({ signedOutBefore }: { signedOutBefore: boolean }) {
  return (
    <>
      <RealtimeBridge signedOutBefore={signedOutBefore} />
      <ProgressToasts />
      <NotificationsBridge />
      <LowCreditNotice />
      <SessionHeartbeat />
    </>
  );
}
