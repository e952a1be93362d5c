import { LegalDocument } from '../legal/LegalDocument.tsx';

export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" />;
}
