import { ToastContainer } from 'react-toastify';

/** Toasts bottom-right, 3 s, closable, draggable, pausable (spec 000 §2). */
export default function ToastHost() {
  return (
    <ToastContainer position="bottom-right" autoClose={3000} closeOnClick={false} closeButton draggable pauseOnHover pauseOnFocusLoss newestOnTop />
  );
}
