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
