/** What the form needs from any bot check: the answer as it changes, and a way to start over. */
export interface BotCheckWidgetProps {
  /** The answer to send as recaptchaToken, or null when there is none (not solved, expired, reset). */
  onToken(token: string | null): void;
}

export interface BotCheckHandle {
  reset(): void;
}
