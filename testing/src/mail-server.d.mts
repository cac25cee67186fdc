/** One e-mail as the local mail server's API gives it (maildev's fields that the tests read). */
export interface ReceivedMail {
  id: string;
  messageId: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
  date: string;
}

export interface MailInbox {
  webUrl: string;
  all(): Promise<ReceivedMail[]>;
  /** The e-mails sent to this address (any case). */
  to(address: string): Promise<ReceivedMail[]>;
  /** The raw message as received: headers, both parts. */
  source(id: string): Promise<string>;
  clear(): Promise<void>;
}

export interface RunningMailServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  smtpUrl: string;
  /** The web inbox (and its HTTP API). */
  webUrl: string;
  smtpPort: number;
  webPort: number;
  inbox: MailInbox;
  stop(): Promise<void>;
}

/** Starts maildev on free ports (or those given); with `mailDir`, received e-mails are kept there. */
export function startMailServer(options?: {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  mailDir?: string;
}): Promise<RunningMailServer>;

export function mailInbox(webUrl: string): MailInbox;
