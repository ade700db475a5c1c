import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, baseLanguage } from '../i18n/languages';

/** Korean, English, Simplified Chinese, Japanese selectable; Vietnamese, Russian, Spanish "Coming Soon" (spec 000 §9). */
export function LanguageSwitcher({ onChanged }: { onChanged?: (lng: string) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const current = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentOption = LANGUAGE_OPTIONS.find((o) => o.code === current);

  useEffect(() => {
    if (!open) return undefined;
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  // Opening the list puts focus on the chosen language, so the arrow keys start from there.
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus();
  }, [open]);

  /** Up/Down move between the selectable languages (wrapping), Home/End go to the first/last. */
  const moveFocus = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="option"]:not(:disabled)') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: options.length - 1 }[e.key];
    if (next === undefined || options.length === 0) return;
    e.preventDefault();
    options[(next + options.length) % options.length]?.focus();
  };

  const choose = async (code: string) => {
    setOpen(false);
    toggle.current?.focus();
    await i18n.changeLanguage(code);
    onChanged?.(code);
  };

  return (
    <div className="lang-switcher" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('language.label')}
        data-testid="language-switcher"
        ref={toggle}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">🌐</span> {currentOption?.nativeName}
      </button>
      {open && (
        <ul className="dropdown lang-menu" role="listbox" aria-label={t('language.label')} ref={list} onKeyDown={moveFocus}>
          {LANGUAGE_OPTIONS.map((o) => (
            <li key={o.code}>
              <button
                type="button"
                role="option"
                lang={o.code}
                aria-selected={o.code === current}
                aria-disabled={o.phase2}
                disabled={o.phase2}
                data-testid={`lang-${o.code}`}
                className={o.code === current ? 'active' : ''}
                onClick={() => !o.phase2 && void choose(o.code)}
              >
                <span>{o.nativeName}</span>
                {o.phase2 && <span className="badge">{t('language.comingSoon')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
