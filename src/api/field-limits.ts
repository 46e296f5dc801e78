/**
 * The API's length limits, so a form says them before a send instead of learning them from a 422 (for multipart,
 * after uploading the files). POST /api/web/contact_form validates `phone` ≤ 50 and `place01..04` ≤ 255 characters
 * (mocks/handlers/contact.ts mirrors those rules). The API documents no other limit (docs/api.md#contact-form): names, e-mails and
 * other one-line texts get 255, a Laravel `string` column; free texts (messages, comments) get our own 2000, long
 * enough for any request and short enough to read.
 */
export const FIELD_LIMITS = {
  /** One-line texts: names, addresses, places (`place01..04`), universities… */
  text: 255,
  email: 255,
  phone: 50,
  /** Document numbers. */
  document: 20,
  /** Messages and comments: shown with a character counter. */
  longText: 2000,
} as const;
