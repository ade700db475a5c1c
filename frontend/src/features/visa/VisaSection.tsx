import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-with-timeout';
import { ProtectedRoute } from '../../app/ProtectedRoute';
import NotFoundPage from '../../pages/NotFoundPage';

const Step1Page = lazyScreen(() => import('./Step1Page'));
const VisaFormPage = lazyScreen(() => import('./VisaFormPage'));
const ResultPage = lazyScreen(() => import('./ResultPage'));
const HistoryPage = lazyScreen(() => import('./HistoryPage'));
const ComparePage = lazyScreen(() => import('./ComparePage'));
const BookmarksPage = lazyScreen(() => import('./BookmarksPage'));
const ServicesPage = lazyScreen(() => import('./ServicesPage'));
const ServiceDetailPage = lazyScreen(() => import('./ServiceDetailPage'));

/**
 * /visa/*: step 1 and the forms are open to everyone (the pre-assessment is free; submitting asks to
 * log in); results, history, comparison, bookmarks and the paid services belong to an account
 * (frontend/README.md, Rules).
 */
export default function VisaSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="step1" replace />} />
      <Route path="step1" element={<Step1Page />} />
      <Route path="form/:visaType" element={<VisaFormPage />} />
      <Route
        path="result/:id"
        element={
          <ProtectedRoute>
            <ResultPage />
          </ProtectedRoute>
        }
      />
      <Route
        path="history"
        element={
          <ProtectedRoute>
            <HistoryPage />
          </ProtectedRoute>
        }
      />
      <Route
        path="compare"
        element={
          <ProtectedRoute>
            <ComparePage />
          </ProtectedRoute>
        }
      />
      <Route
        path="bookmarks"
        element={
          <ProtectedRoute>
            <BookmarksPage />
          </ProtectedRoute>
        }
      />
      <Route
        path="services"
        element={
          <ProtectedRoute>
            <ServicesPage />
          </ProtectedRoute>
        }
      />
      <Route
        path="services/:id"
        element={
          <ProtectedRoute>
            <ServiceDetailPage />
          </ProtectedRoute>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
