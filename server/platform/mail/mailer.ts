import nodemailer from "nodemailer";
import type { AppConfig } from "../config.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through SMTP_URL (nodemailer); `null` when no SMTP server is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: AppConfig): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => transport.close(),
  };
}
