// A production sender on a `.local` domain (the default) is one no real mailbox answers and many providers
// refuse or file as spam: said once at start, as a warning line in the platform's log.
export function localSenderWarning(env: { NODE_ENV?: string | undefined; MAIL_FROM: string }): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const address = /<([^>]+)>\s*$/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  if (!/\.local$/i.test(address.trim())) return null;
  return `MAIL_FROM is ${address.trim()}: a .local address no mailbox answers and mail providers often refuse; set MAIL_FROM to an address of your own domain.`;
}
