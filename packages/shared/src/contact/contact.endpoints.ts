import { endpointsOf } from '../common/endpoint';
import { idParamSchema, messageResponseSchema } from '../common/api';
import {
  altchaChallengeSchema,
  botCheckConfigSchema,
  contactFormSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessageSchema,
  updateContactStatusSchema,
} from './contact.schemas';

const endpoint = endpointsOf('contact');

/** The public contact form: the bot-check widget's configuration and challenges, and sending. */
export const getBotCheck = endpoint({
  method: 'GET',
  path: '/public/contact/bot-check',
  summary: 'Which bot check the contact form shows (ALTCHA, reCAPTCHA or Turnstile) and its public key',
  responses: { 200: botCheckConfigSchema },
  errors: [],
});

/** Fetched by the ALTCHA widget itself (the bot-check config's challengeUrl); rate limited per IP. */
export const getChallenge = endpoint({
  method: 'GET',
  path: '/public/contact/challenge',
  summary: 'A fresh ALTCHA proof-of-work challenge (only when ALTCHA is the bot check)',
  responses: { 200: altchaChallengeSchema },
  errors: [404, 429],
});

export const send = endpoint({
  method: 'POST',
  path: '/public/contact',
  summary: 'Send a message through the contact form (bot-check answer in recaptchaToken)',
  body: contactFormSchema,
  responses: { 201: messageResponseSchema },
  errors: [400, 429, 503],
});

/** The admin inbox (spec 3 section 7, "Contact"), admins only. */
export const list = endpoint({
  method: 'GET',
  path: '/admin/contact-messages',
  summary: 'Contact messages: filter by status, search, sort and page (newest first by default)',
  auth: true,
  query: contactListQuerySchema,
  responses: { 200: contactListResponseSchema },
  errors: [400, 401, 403],
});

export const get = endpoint({
  method: 'GET',
  path: '/admin/contact-messages/:id',
  summary: 'One contact message; a new message becomes read',
  auth: true,
  params: idParamSchema,
  responses: { 200: contactMessageSchema },
  errors: [400, 401, 403, 404],
});

export const updateStatus = endpoint({
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  summary: 'Change a message’s status (Mark as Replied)',
  auth: true,
  params: idParamSchema,
  body: updateContactStatusSchema,
  responses: { 200: contactMessageSchema },
  errors: [400, 401, 403, 404],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/admin/contact-messages/:id',
  summary: 'Delete a contact message',
  auth: true,
  params: idParamSchema,
  responses: { 200: messageResponseSchema },
  errors: [400, 401, 403, 404],
});
