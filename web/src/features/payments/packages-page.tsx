import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PackageItem } from '@velvet/contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { usePackages } from './api/get-packages';
import { CheckoutDialog } from './components/checkout-dialog';
import { PackageCard } from './components/package-card';

/**
 * Packages: the grid of packages; choosing one opens the confirm modal with the provider button. A visitor
 * sees the same prices and durations, with the way to register instead of the choice.
 */
export default function PackagesPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  usePageMeta(`${tc('titles.packages')} — Velvet`);
  const packages = usePackages();
  const { signedIn } = useSession();
  const [chosen, setChosen] = useState<PackageItem | null>(null);

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl sm:text-4xl">{t('packages.title')}</h1>
        <p className="mt-3 text-mist-300">{t('packages.intro')}</p>
        {!signedIn && <p className="mt-2 text-mist-300">{t('packages.visitorIntro')}</p>}
      </header>

      {packages.isPending ? (
        <PageSpinner />
      ) : packages.isError ? (
        <div
          role="alert"
          className="mx-auto mt-10 max-w-md rounded-2xl border border-red-400/50 bg-red-500/10 p-6 text-center"
        >
          <p className="font-semibold">{t('packages.loadFailed')}</p>
          <p className="mt-1 text-sm text-mist-300">{packages.error.message}</p>
          {packages.error instanceof ApiError && packages.error.status === 401 ? (
            <ButtonLink to="/login" className="mt-4">
              {t('packages.signInAgain')}
            </ButtonLink>
          ) : (
            <Button className="mt-4" onClick={() => void packages.refetch()}>
              {t('packages.retry')}
            </Button>
          )}
        </div>
      ) : packages.data.packages.length === 0 ? (
        <p className="mt-10 text-center text-mist-300">{t('packages.empty')}</p>
      ) : (
        // Wrapping rows stay centred, so a last row with one or two packages does not hang to the left.
        <ul className="mx-auto mt-10 flex max-w-6xl flex-wrap justify-center gap-8">
          {packages.data.packages.map((pkg) => (
            <li
              key={pkg.id}
              className="flex w-full sm:w-[calc(50%-1rem)] lg:w-[calc(33.333%-1.35rem)] xl:w-[calc(25%-1.5rem)]"
            >
              <PackageCard pkg={pkg} onChoose={signedIn ? setChosen : undefined} />
            </li>
          ))}
        </ul>
      )}

      <CheckoutDialog
        pkg={chosen}
        provider={packages.data?.payment_provider ?? 'paypal'}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
