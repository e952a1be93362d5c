export { decodeHtmlEntities, escapeHtml } from './html.ts';
export { type ProductLanguage, intlLocale } from './locale.ts';
export { oneLine } from './one-line.ts';
export { type RateLimitDecision, RateLimiter, tryTakeAll } from './rate-limit.ts';
export { isUuid } from './uuid.ts';
export {
  FORWARDED_VISITOR_HEADER,
  addressBehindProxies,
  forwardedVisitor,
  parseIpAddress,
  visitorKey,
} from './client-address.ts';
export { LANGUAGE_PARAMETER, linkInLanguage } from './mail/link-language.ts';
export {
  MAIL_COLORS,
  type MailFrame,
  PRODUCT_NAME,
  mailButton,
  mailDocument,
  mailLink,
  mailParagraph,
} from './mail/frame.ts';
