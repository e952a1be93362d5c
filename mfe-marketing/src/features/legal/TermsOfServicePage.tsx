import { LegalDocument } from './components/LegalDocument.tsx';

export default function TermsOfServicePage() {
  return <LegalDocument document="terms" />;
}
