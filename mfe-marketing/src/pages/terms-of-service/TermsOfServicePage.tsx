import { LegalDocument } from '../legal/LegalDocument.tsx';

export default function TermsOfServicePage() {
  return <LegalDocument document="terms" />;
}
