import type { Notifier } from '../api/notifier';
import { RETRY_LABEL } from '../api/notifier';

/** The HTTP client's notifier on react-toastify (loaded on first use); retryable errors get a "다시 시도" button. */
export function createToastNotifier(retryLabel: () => string = () => RETRY_LABEL): Notifier {
  return {
    error(message, options) {
      const retry = options?.retry;
      void import('react-toastify').then(({ toast }) => {
        const content = retry
          ? ({ closeToast }: { closeToast?: () => void }) => (
              <div className="toast-retry">
                <span>{message}</span>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    closeToast?.();
                    retry();
                  }}
                >
                  {retryLabel()}
                </button>
              </div>
            )
          : message;
        toast.error(content, { toastId: options?.id, autoClose: retry ? 6000 : 3000 });
      });
    },
    success(message) {
      void import('react-toastify').then(({ toast }) => toast.success(message));
    },
  };
}
