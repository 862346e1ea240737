import { LegalPage } from './legal-page';

const SECTIONS = ['stored', 'visitors', 'howLong', 'whoSees', 'export', 'delete', 'contact'] as const;

/** What is stored, for how long, who sees it, and how to download or delete it — in English and Danish. */
export default function PrivacyPage() {
  return <LegalPage doc="privacy" sections={SECTIONS} />;
}
