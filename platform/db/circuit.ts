// A circuit breaker for the database: once it failed to connect or to answer, calls fail at once (503) for a
// moment instead of each waiting out the same timeout; then one call at a time goes through to see whether it
// is back, and the first answer closes the circuit again.
export class Circuit {
  private openUntil = 0;

  constructor(
    private readonly openMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** May a call go to the database now? While open, one call per `openMs` is let through as a probe. */
  allow(): boolean {
    if (this.openUntil === 0) return true;
    const now = this.now();
    if (now < this.openUntil) return false;
    this.openUntil = now + this.openMs;
    return true;
  }

  /** The database answered (with rows or with an SQL error alike). */
  succeeded(): void {
    this.openUntil = 0;
  }

  /** It could not be reached, or did not answer in time. */
  failed(): void {
    this.openUntil = this.now() + this.openMs;
  }
}
