import { LegalDocument } from './components/LegalDocument.tsx';

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
