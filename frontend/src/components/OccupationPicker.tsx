import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OCCUPATIONS, normaliseOccupationText, occupationByCode, searchOccupations, type TOccupation } from '@tov/contracts/occupation-list';
import './occupation-picker.css';

/** At most this many occupations are listed at once (the longest sub-type list, E-7-1, has 61). */
const MAX_OPTIONS = 80;
const SUBTYPES = new Set(['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4']);

interface Props {
  id: string;
  name: string;
  /** A code of the official list, or the free text typed when the job is not in it. */
  value: string;
  /** The sub-type chosen (E-7-1..E-7-4): the list shows its occupations; anything else shows all. */
  subType?: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

export type Option = { kind: 'occupation'; occupation: TOccupation } | { kind: 'free'; text: string };

/**
 * The options for a query: the list's own search (code, Korean and English names, other names)
 * first, then occupations whose name in the interface language holds the query (zh, ja), within
 * the sub-type; a typed text ends the list as the "not in the list" option.
 */
export function occupationOptions(query: string, subType: string | undefined, labelOf: (o: TOccupation) => string): Option[] {
  const scope = SUBTYPES.has(subType ?? '') ? (subType as TOccupation['subType']) : undefined;
  const found = searchOccupations(query, { subType: scope, limit: MAX_OPTIONS });
  const q = normaliseOccupationText(query);
  const byLabel =
    q === '' ? [] : OCCUPATIONS.filter((o) => (!scope || o.subType === scope) && !found.includes(o) && normaliseOccupationText(labelOf(o)).includes(q));
  const out: Option[] = [...found, ...byLabel].slice(0, MAX_OPTIONS).map((occupation) => ({ kind: 'occupation', occupation }));
  if (query.trim() !== '') out.push({ kind: 'free', text: query.trim() });
  return out;
}

/**
 * The E-7 job as a searchable list (issue 21 §3): the WAI-ARIA combobox pattern, an input that
 * owns a listbox, the active option named by aria-activedescendant. Arrow keys move, Enter picks,
 * Escape closes (and clears the text when already closed). The job is searched by code, Korean and
 * English name, other names and the name in the interface language. A job that is not in the list
 * is kept as typed ("not in the list" option): the assessment matches that text against the list.
 */
export function OccupationPicker({ id, name, value, subType, invalid, describedBy, onChange }: Props) {
  const { t, i18n } = useTranslation('visa');
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const labelOf = (o: TOccupation) => t(`visa.o.${o.code}`, { defaultValue: o.nameEn });
  const display = (v: string) => {
    const o = occupationByCode(v);
    return o && o.code === v ? `${o.code} · ${labelOf(o)}` : v;
  };
  const [text, setText] = useState(() => display(value));
  // The value (and language) last shown: when the form changes the value (a draft restored, a
  // reset) or the interface changes language, the text follows.
  const shown = `${i18n.language}|${value}`;
  const [shownFor, setShownFor] = useState(shown);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (shownFor !== shown) {
    setShownFor(shown);
    setText(display(value));
  }

  const byCode = occupationByCode(value);
  const picked = byCode?.code === value ? byCode : undefined;
  const query = picked && text === display(value) ? '' : text;
  const options = occupationOptions(query, subType, labelOf);

  const optionId = (i: number) => `${id}-opt-${i}`;
  // The active option stays in sight while the arrows move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, open, active]);
  const choose = (option: Option) => {
    const next = option.kind === 'occupation' ? option.occupation.code : option.text;
    setShownFor(`${i18n.language}|${next}`);
    setText(option.kind === 'occupation' ? display(next) : option.text);
    setOpen(false);
    setActive(-1);
    onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = options.length;
      // From no active option, Down goes to the first and Up to the last; both wrap round.
      setActive((i) => (n === 0 ? -1 : i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        e.preventDefault();
        setText('');
        setShownFor(`${i18n.language}|`);
        onChange('');
      }
    }
  };

  const freeChosen = value.trim() !== '' && !picked;
  const occupationCount = options.filter((o) => o.kind === 'occupation').length;
  return (
    <div className="occupation-picker">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        placeholder={t('visa.occupation.placeholder')}
        value={text}
        data-testid="occupation-input"
        onChange={(e) => {
          setText(e.target.value);
          setShownFor(`${i18n.language}|${e.target.value}`);
          setOpen(true);
          setActive(-1);
          // Typed text is the job until an occupation is picked (the free-text fallback).
          onChange(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('visa.occupation.listLabel')} className="occupation-options" hidden={!open} data-testid="occupation-options">
        {options.map((option, i) => (
          <li
            key={option.kind === 'occupation' ? option.occupation.code : 'free'}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`occupation-option${i === active ? ' is-active' : ''}${option.kind === 'free' ? ' is-free' : ''}`}
            data-code={option.kind === 'occupation' ? option.occupation.code : undefined}
            // Keeps the focus in the input, so the blur does not close the list before the pick.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind === 'occupation' ? (
              <>
                <span className="occupation-code">{option.occupation.code}</span> <span>{labelOf(option.occupation)}</span>{' '}
                <span className="occupation-sub">{option.occupation.subType}</span>
              </>
            ) : (
              t('visa.occupation.freeText', { text: option.text })
            )}
          </li>
        ))}
      </ul>
      <small id={statusId} className="hint occupation-status" role="status" aria-live="polite">
        {open
          ? occupationCount === 0
            ? t('visa.occupation.noMatch')
            : t('visa.occupation.found', { count: occupationCount })
          : freeChosen
            ? t('visa.occupation.freeTextChosen')
            : picked
              ? t('visa.occupation.picked', { subType: picked.subType })
              : t('visa.occupation.hint')}
      </small>
    </div>
  );
}
