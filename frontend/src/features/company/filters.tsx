import { COMPANY_VISA_TYPES } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisaName } from './use-names';

export const isOneOf = <T extends string>(list: readonly T[], v: string | null): v is T => (list as readonly string[]).includes(v ?? '');

/** The visa type filter of the workspace's lists ("all" or one of the contracts' types). */
export function VisaTypeFilter({ value, onChange }: { value: string | undefined; onChange: (visaType: string) => void }) {
  const { t } = useTranslation('company');
  const visaName = useVisaName();
  return (
    <label className="field">
      <span>{t('fields.visaType')}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid="filter-visaType">
        <option value="">{t('list.all')}</option>
        {COMPANY_VISA_TYPES.map((v) => (
          <option key={v} value={v}>
            {visaName(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Words to search for, applied on the search button (or Enter), not at each key. */
export function SearchFilter({ label, value, onSearch }: { label: string; value: string | undefined; onSearch: (words: string) => void }) {
  const { t } = useTranslation('company');
  const [typed, setTyped] = useState(value ?? '');
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch(typed.trim());
            }
          }}
          data-testid="filter-search"
        />
      </label>
      <button type="button" className="btn btn-secondary" onClick={() => onSearch(typed.trim())} data-testid="search-submit">
        {t('employees.searchSubmit')}
      </button>
    </>
  );
}
