import { PRODUCT_NAME } from '@iprism/shared/contracts';
import type { MailMessage } from './mailer';

/** The texts of the identity mails, in one place so wording changes do not touch the routes. */

const signature = `\n\n— The ${PRODUCT_NAME} team`;

export const verifyEmailMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  kind: 'verify-email',
  subject: `Verify your email address for ${PRODUCT_NAME}`,
  text: `Hello ${name || 'there'},\n\nPlease confirm your email address by opening this link within 24 hours:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${signature}`,
});

export const accountExistsMail = (to: string, signInLink: string, resetLink: string): MailMessage => ({
  to,
  kind: 'account-exists',
  subject: `You already have a ${PRODUCT_NAME} account`,
  text: `Hello,\n\nSomeone (hopefully you) tried to create a ${PRODUCT_NAME} account with this address, but it already has one.\n\nSign in: ${signInLink}\nForgot your password? Reset it: ${resetLink}\n\nIf this was not you, you can ignore this message.${signature}`,
});

export const resetPasswordMail = (to: string, link: string): MailMessage => ({
  to,
  kind: 'reset-password',
  subject: `Reset your ${PRODUCT_NAME} password`,
  text: `Hello,\n\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.${signature}`,
});

export const passwordChangedMail = (to: string): MailMessage => ({
  to,
  kind: 'password-changed',
  subject: `Your ${PRODUCT_NAME} password was changed`,
  text: `Hello,\n\nThe password of your ${PRODUCT_NAME} account was just changed and your other sessions were signed out.\n\nIf this was not you, reset your password at once and contact support.${signature}`,
});
