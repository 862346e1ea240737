import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLocalProvider } from './local.ts';
import { createPayPalProvider } from './paypal.ts';
import type { PaymentProvider } from './provider.ts';
import { createVerotelProvider } from './verotel.ts';

// What every provider keeps to (provider.ts), and the choice of one by configuration (here).
export * from './provider.ts';

/** The provider the configuration names; the local checkout only outside production. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.paymentProvider === 'verotel') {
    return createVerotelProvider({
      baseUrl: config.verotel.baseUrl,
      shopId: config.verotel.shopId ?? '',
      signatureKey: config.verotel.signatureKey ?? '',
    });
  }
  if (config.paymentProvider === 'paypal') {
    return createPayPalProvider({
      apiBase: config.paypal.apiBase,
      clientId: config.paypal.clientId ?? '',
      clientSecret: config.paypal.clientSecret ?? '',
    });
  }
  // Config already refuses this combination; the adapter refuses it again so no wiring mistake can
  // hand out free packages in production.
  if (config.isProduction) throw new Error('The local payment provider is refused in production');
  return createLocalProvider({ db, publicUrl: config.publicUrl });
}
