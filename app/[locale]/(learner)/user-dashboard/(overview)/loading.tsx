// Signed-in pages wait for the platform on every request: show progress, but only after 200 ms.
import { DelayedSpinner } from '@/components/runtime/delayed-spinner';

export default function AccountLoading() {
  return (
    <div className="container">
      <DelayedSpinner label="Loading your account…" />
    </div>
  );
}
