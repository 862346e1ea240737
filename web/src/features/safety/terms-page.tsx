import { LegalPage } from './legal-page';

const SECTIONS = [
  'adults',
  'independent',
  'trafficking',
  'prohibited',
  'reporting',
  'privacy',
  'payments',
  'liability',
  'contact',
] as const;

/** Terms of use in English and Danish: what advertisers accept at registration. */
export default function TermsPage() {
  return <LegalPage doc="terms" sections={SECTIONS} />;
}
