import { LegalDocument } from '../legal/LegalDocument.tsx';

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
