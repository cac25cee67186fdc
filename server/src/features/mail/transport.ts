import { createTransport } from 'nodemailer';
import type { SendMail } from './outbox-sender';

/**
 * SMTP through nodemailer, from one SMTP_URL (smtp:// with STARTTLS when the server offers it,
 * smtps:// for TLS from the start). A pool of two connections; timeouts well inside the
 * sender's lease, so a hung server makes a retry, not a second sender.
 */
export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // What we send is our own text: no attachment or image is ever read from a path or an address.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
