import type { TLocalizedText } from '@tov/contracts';

/**
 * A text in the four interface languages (spec 000 §9; contracts `ZLocalizedTextSchema`): labels,
 * thresholds, improvements, recommendations, change-path reasons and roadmap steps. Korean is the
 * text of record (e-mails, matching and the Korean-only fields read it); the page shows the one chosen.
 */
export interface Text {
  readonly ko: string;
  readonly en: string;
  readonly zh: string;
  readonly ja: string;
}

// Compile-time check that a Text is what the contract sends.
const asContract = (t: Text): TLocalizedText => t;
void asContract;

/** A text from its four languages, in the order ko, en, zh, ja. */
export function t4(ko: string, en: string, zh: string, ja: string): Text {
  return { ko, en, zh, ja };
}

/** The same string in every language: codes and figures, and texts stored before they were translated. */
export function sameText(s: string): Text {
  return { ko: s, en: s, zh: s, ja: s };
}

/** Joins texts language by language. */
export function joinTexts(texts: readonly Text[], sep: string | Text): Text {
  const s = typeof sep === 'string' ? sameText(sep) : sep;
  return {
    ko: texts.map((t) => t.ko).join(s.ko),
    en: texts.map((t) => t.en).join(s.en),
    zh: texts.map((t) => t.zh).join(s.zh),
    ja: texts.map((t) => t.ja).join(s.ja),
  };
}

/** Common thresholds the engines share. */
export const COMMON = {
  ready: t4('준비 완료', 'ready', '已准备', '準備済み'),
  none: t4('없음', 'none', '无', 'なし'),
  obtained: t4('취득', 'obtained', '已取得', '取得済み'),
  stated: t4('기재', 'stated', '已填写', '記載済み'),
  passed: t4('합격', 'passed', '合格', '合格'),
  legal: t4('합법 체류 (LEGAL)', 'LEGAL', '合法滞留（LEGAL）', '合法滞在（LEGAL）'),
  medicalPass: t4('적합 (PASS)', 'PASS', '合格（PASS）', '適合（PASS）'),
  notApplicable: t4('해당 없음', 'not applicable', '不适用', '該当なし'),
} as const;

/** "one of A, B, C": codes listed as they are, with a lead-in in each language. */
export function oneOf(codes: readonly string[]): Text {
  const list = codes.join(', ');
  return t4(`${list} 중 하나`, list, `以下之一：${list}`, `次のいずれか：${list}`);
}
