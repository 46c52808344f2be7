import type { Transporter } from "nodemailer";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";
import type { AppConfig } from "../config.ts";

const nodemailer = loadOnFirstUse<typeof import("nodemailer")>("nodemailer");

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
  const smtpUrl = config.smtpUrl;
  // Made at the first mail: most processes never send one.
  let transport: Transporter | null = null;
  return {
    async send(mail) {
      transport ??= nodemailer().createTransport(smtpUrl);
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => transport?.close(),
  };
}
