import { LegalDocument } from './components/LegalDocument.tsx';

export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" />;
}
