import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer, toast } from 'react-toastify';

/**
 * Toasts bottom-right, 3 s, closable, draggable, pausable (spec 000 §2). A toast is worded in the
 * language it was raised in, so changing the language closes the open ones rather than leave a
 * sentence in the old language on screen.
 */
export default function ToastHost() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const dismiss = () => toast.dismiss();
    i18n.on('languageChanged', dismiss);
    return () => i18n.off('languageChanged', dismiss);
  }, [i18n]);
  return <ToastContainer position="bottom-right" autoClose={3000} closeOnClick={false} closeButton draggable pauseOnHover pauseOnFocusLoss newestOnTop />;
}
