// Told on the sign-in and sign-up pages: which programme the visitor is enrolling in, and that they come back to it.
export function EnrolmentNotice({ title, className }: { title: string; className?: string }) {
  return (
    <p className={className} role="status">
      You are enrolling in <strong>{title}</strong>. Sign in or create an account, and we take you straight back to
      checkout.
    </p>
  );
}
