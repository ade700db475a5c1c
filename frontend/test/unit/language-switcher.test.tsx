import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '../../src/app/LanguageSwitcher';
import { renderElement } from '../utils';

describe('language switcher', () => {
  it.each([
    ['en', 'English', 'Language'],
    ['zh', '简体中文', '语言'],
    ['ja', '日本語', '言語'],
    ['ko', '한국어', '언어'],
  ])('switches to %s, saves it and updates <html lang dir>', async (code, nativeName, label) => {
    const user = userEvent.setup();
    const { i18n } = renderElement(<LanguageSwitcher />, { lng: code === 'ko' ? 'en' : 'ko' });
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByTestId(`lang-${code}`));
    await waitFor(() => expect(i18n.language).toBe(code));
    expect(localStorage.getItem('i18nextLng')).toBe(code);
    expect(localStorage.getItem('preferredLanguage')).toBe(code);
    expect(document.documentElement.lang).toBe(code);
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('language-switcher')).toHaveTextContent(nativeName);
    expect(screen.getByTestId('language-switcher')).toHaveAttribute('aria-label', label);
  });

  it('shows Vietnamese, Russian and Spanish as "Coming Soon" and does not select them', async () => {
    const user = userEvent.setup();
    const { i18n } = renderElement(<LanguageSwitcher />, { lng: 'ko' });
    await user.click(screen.getByTestId('language-switcher'));
    for (const code of ['vi', 'ru', 'es']) {
      const option = screen.getByTestId(`lang-${code}`);
      expect(option).toBeDisabled();
      expect(option).toHaveTextContent('Coming Soon');
      await act(async () => option.click());
    }
    expect(i18n.language).toBe('ko');
    for (const code of ['ko', 'en', 'zh', 'ja']) expect(screen.getByTestId(`lang-${code}`)).toBeEnabled();
  });

  it('answers the arrow keys: opens on Down, moves between the selectable languages, wraps, chooses on Enter', async () => {
    const user = userEvent.setup();
    const { i18n } = renderElement(<LanguageSwitcher />, { lng: 'ko' });
    screen.getByTestId('language-switcher').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('lang-ko')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('lang-en')).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByTestId('lang-ja')).toHaveFocus(); // the "coming soon" languages are skipped
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('lang-ko')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('lang-zh')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('zh'));
    expect(screen.getByTestId('language-switcher')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderElement(<LanguageSwitcher />, { lng: 'ko' });
    await user.click(screen.getByTestId('language-switcher'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('language-switcher')).toHaveFocus();
  });
});
