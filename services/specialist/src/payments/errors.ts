import { AppError } from '@tov/kit';
import { PaymentProviderError } from './provider';

/**
 * A provider's refusal as the envelope's error: a payment the provider declined is 422
 * PAYMENT_FAILED (nothing was charged or refunded, the caller may try again), a provider that cannot
 * be reached 502 PAYMENT_PROVIDER_UNAVAILABLE. Anything else goes on as it is.
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(error.retryable ? 'PAYMENT_PROVIDER_UNAVAILABLE' : 'PAYMENT_FAILED');
    throw error;
  }
}
