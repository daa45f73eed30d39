import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import type { mailConfig } from '../config/configuration';
import type { MailAttachment } from './mail.schema';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** "How to send": SMTP through nodemailer, or nothing when SMTP_URL is not set. */
@Injectable()
export class MailTransport {
  private readonly transporter?: Transporter;
  private readonly from: string;

  constructor(config: ConfigService) {
    const mail = config.getOrThrow<ReturnType<typeof mailConfig>>('mail');
    this.from = mail.from;
    if (mail.smtpUrl) {
      // A few reused connections instead of one per mail; bounded waits: a hung server delays one attempt, never the worker.
      this.transporter = createTransport({
        pool: true,
        maxConnections: 3,
        url: mail.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL non défini');
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content, encoding: file.encoding })),
      // Stable per outbox row: a mail sent twice after a crash is recognisably the same message.
      messageId: `<${mail.id}@outbox.ptits-mitrons>`,
    });
  }

  close(): void {
    this.transporter?.close();
  }
}
