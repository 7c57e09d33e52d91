export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one email; fails with the transport's message when it cannot. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
