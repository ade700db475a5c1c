/** Toasts from shell code without putting react-toastify in the initial chunk; toasts before the container mounts are queued by the library. */
type Kind = 'success' | 'error' | 'info';
function show(kind: Kind, message: string): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
