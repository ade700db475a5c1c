/** What the HTTP client needs from the UI to tell the user something; the app plugs react-toastify in. */
export interface Notifier {
  error(message: string, options?: { retry?: () => void; id?: string }): void;
  success(message: string): void;
}

export const silentNotifier: Notifier = {
  error: () => undefined,
  success: () => undefined,
};

export const RETRY_LABEL = '다시 시도';
export const MAX_RETRY_EXCEEDED_MESSAGE = '최대 재시도 횟수를 초과했습니다.';
export const RETRY_SUCCESS_MESSAGE = '요청이 성공했습니다.';
