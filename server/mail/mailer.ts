/** One outgoing mail. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Sends mail: through SMTP when configured, else into the outbox directory as `.eml` files. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
