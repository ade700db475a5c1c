import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox';

export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The provider `PAYMENT_PROVIDER` names (config.ts); a real one (PortOne) is one more case here. */
export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxPaymentProvider();
  }
}
