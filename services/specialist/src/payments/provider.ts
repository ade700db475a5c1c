/**
 * The payment provider behind the ledger (docs/decisions/092-payment-provider-interface.md). The shapes follow
 * PortOne's V2 API (a Korean PG aggregator): a payment is identified by OUR id (PortOne's `paymentId`
 * is the merchant's), its status is PAID, PARTIAL_CANCELLED or CANCELLED, a cancel names the amount,
 * the reason and the amount still cancellable as the merchant believes it, and each answer carries
 * the PG's own reference. A real provider is one more adapter of this interface (payments/select.ts).
 */

export type ProviderPaymentStatus = 'PAID' | 'PARTIAL_CANCELLED' | 'CANCELLED';

export interface ChargeRequest {
  /** Our merchant uid: charging the same id again answers the first payment, it never charges twice. */
  paymentId: string;
  orderName: string;
  /** KRW, whole won. */
  amount: number;
  currency: 'KRW';
  customerId: string;
}

export interface ProviderPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  amount: { total: number; cancelled: number };
  currency: 'KRW';
  /** The PG's transaction id (PortOne `pgTxId`). */
  providerReference: string;
  paidAt: string;
}

export interface RefundRequest {
  /** The charge's payment id. */
  paymentId: string;
  /** Our id for this cancellation: asking again with it answers the first cancellation. */
  cancellationId: string;
  amount: number;
  reason: string;
  /**
   * What the ledger says is still refundable (PortOne `currentCancellableAmount`): a provider that
   * sees another figure refuses (CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN) instead of refunding twice.
   */
  currentCancellableAmount: number;
}

export interface ProviderCancellation {
  cancellationId: string;
  paymentId: string;
  status: 'SUCCEEDED';
  totalAmount: number;
  reason: string;
  /** The PG's cancellation id (PortOne `pgCancellationId`). */
  providerReference: string;
  cancelledAt: string;
  /** The payment's status after this cancellation. */
  paymentStatus: ProviderPaymentStatus;
}

export interface PayoutRequest {
  /** Our id for the transfer (the payout's ledger row): asking again answers the first transfer. */
  payoutId: string;
  /** The expert (PortOne's platform "partner"). */
  partnerId: string;
  amount: number;
  currency: 'KRW';
  memo: string;
}

export interface ProviderPayout {
  payoutId: string;
  status: 'PAID';
  amount: number;
  providerReference: string;
  paidAt: string;
}

export interface PaymentProvider {
  /** Written in the ledger beside each reference (`sandbox`, `portone`). */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ProviderPayment>;
  refund(request: RefundRequest): Promise<ProviderCancellation>;
  payout(request: PayoutRequest): Promise<ProviderPayout>;
}

/**
 * A refusal by the provider, with PortOne's error type (`ALREADY_PAID`, `PAYMENT_NOT_FOUND`,
 * `CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT`, `REJECTED`, ...). `retryable` marks the provider being
 * unreachable rather than saying no.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
