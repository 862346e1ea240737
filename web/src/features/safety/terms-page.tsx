import { SUPPORT_EMAIL } from '@velvet/contract/limits';
import { TERMS_CLAUSES, termsClauseKey } from '@velvet/contract';
import { tMessage } from '../../lib/i18n';
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

/**
 * How moderation works, in numbered clauses: the same texts every statement of reasons quotes (the
 * contract's catalogue), each with an anchor a decision links to.
 */
function ModerationClauses() {
  return (
    <ol className="mt-3 flex flex-col gap-3">
      {TERMS_CLAUSES.map((clause) => (
        <li
          key={clause}
          id={`clause-${clause.replace('.', '-')}`}
          className="scroll-mt-24 leading-relaxed text-mist-300"
        >
          <strong className="mr-2 text-champagne-200">{clause}</strong>
          {tMessage(termsClauseKey(clause)).replace('{support}', SUPPORT_EMAIL)}
        </li>
      ))}
    </ol>
  );
}

/** Terms of use in English and Danish: what advertisers accept at registration. */
export default function TermsPage() {
  return <LegalPage doc="terms" sections={SECTIONS} bodies={{ reporting: <ModerationClauses /> }} />;
}
