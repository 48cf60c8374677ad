// A staff member's own case (their identity verification, a transfer for their own order): shown, never decided by
// them. The platform refuses their decision too (403); this says why instead of offering buttons that would fail.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';

export function OwnCase({ what, queue }: { what: string; queue: string }) {
  return (
    <p>
      <strong>This is your own {what}.</strong> Nobody decides their own case: another staff member will.{' '}
      <Link href={queue}>Back to the queue</Link>
    </p>
  );
}
