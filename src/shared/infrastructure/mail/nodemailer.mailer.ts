import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { Mailer, type MailMessage } from '../../application/mailer.js';
import { oneLine } from '../../domain/plain-text.js';
import { PRIVATE_FILE_MODE, privateFolder } from '../files/private-files.js';

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is written
 * as an .eml file under the mail folder (docs/decisions/0034-mail.md: no SMTP configured).
 */
export class NodemailerMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly options: {
      smtpUrl?: string;
      from: string;
      mailDir: string;
      onFileWritten?: (path: string) => void;
    },
  ) {
    super();
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as SMTPTransport.Options)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    // Headers are one line each, whatever a caller put in them (a name in a subject): no header can be added.
    const info = await this.transport.sendMail({
      from: this.options.from,
      ...message,
      to: oneLine(message.to),
      subject: oneLine(message.subject),
    });
    if (!this.options.smtpUrl) {
      // A written mail may hold a live reset link: the app's user only.
      const path = join(this.options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await privateFolder(this.options.mailDir);
      await writeFile(path, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      this.options.onFileWritten?.(path);
    }
  }
}
