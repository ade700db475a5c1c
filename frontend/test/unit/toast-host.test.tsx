import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import ToastHost from '../../src/app/ToastHost';
import { renderElement } from '../utils';

describe('toasts and the interface language', () => {
  it('closes the open toasts when the language changes, so no sentence stays in the old language', async () => {
    const { i18n } = renderElement(<ToastHost />, { lng: 'ja' });
    act(() => {
      toast.error('評価結果が見つかりません。', { toastId: 'old' });
    });
    expect(await screen.findByText('評価結果が見つかりません。')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ko');
    });
    await waitFor(() => expect(toast.isActive('old')).toBe(false));
  });

  it('keeps a toast while the language stays', async () => {
    renderElement(<ToastHost />, { lng: 'ko' });
    act(() => {
      toast.error('저장되었습니다', { toastId: 'kept' });
    });
    expect(await screen.findByText('저장되었습니다')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(toast.isActive('kept')).toBe(true);
  });
});
