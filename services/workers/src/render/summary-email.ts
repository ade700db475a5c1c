import type { TSendSummaryJob } from '@tov/contracts';

/** What the processor hands to SMTP: a subject and the same content as HTML and as plain text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderOptions {
  /** Base of the result link, e.g. `http://localhost:8080` (the gateway serves the frontend). */
  webBaseUrl: string;
}

type Language = TSendSummaryJob['language'];
type Assessment = TSendSummaryJob['assessment'];
type BreakdownItem = Assessment['breakdown'][number];

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes a value for HTML text and for a double- or single-quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One line, no control characters: what may go into a header such as the subject. */
function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const STRINGS = {
  ko: {
    subject: (visa: string, score: number, eligible: boolean) => `[TOV] ${visa} 비자 사전 진단 결과: ${score}점 (${eligible ? '요건 충족' : '요건 미충족'})`,
    greeting: (name: string | null) => (name ? `${name} 님, 안녕하세요.` : '안녕하세요.'),
    intro: (visa: string) => `요청하신 ${visa} 비자 사전 진단 결과를 보내드립니다.`,
    heading: '비자 사전 진단 결과 요약',
    visa: '비자',
    applicationType: '신청 유형',
    evaluatedAt: '진단 일시',
    score: '점수',
    points: '획득 점수',
    passMark: '합격 기준',
    eligibility: '판정',
    eligible: '사전 진단 기준 충족',
    ineligible: '사전 진단 기준 미충족',
    pointsOf: (total: number, max: number) => `${total}점 / ${max}점`,
    passMarkValue: (mark: number) => `${mark}점 이상`,
    breakdown: '항목별 평가',
    criterion: '항목',
    result: '결과',
    yourValue: '입력값',
    threshold: '기준',
    toRaise: '점수를 올리려면',
    met: '충족',
    notMet: '미충족',
    gain: (n: number) => `+${n}점`,
    yes: '예',
    no: '아니오',
    recommendations: '권장 사항',
    missingDocuments: '준비되지 않은 서류',
    changePaths: '전환 가능한 체류자격',
    none: '없음',
    link: '전체 결과 보기',
    disclaimer: '이 결과는 입력하신 정보에 따른 사전 진단이며, 출입국·외국인관서의 심사나 결정이 아닙니다. 실제 허가 여부는 관할 기관의 심사로 결정됩니다.',
    footer: '이 메일은 TOV에서 요청에 따라 발송되었습니다.',
    applicationTypes: { NEW: '신규', EXTENSION: '연장', CHANGE: '변경' } as Record<string, string>,
  },
  en: {
    subject: (visa: string, score: number, eligible: boolean) =>
      `[TOV] Your ${visa} visa pre-assessment: ${score}/100 (${eligible ? 'criteria met' : 'criteria not met'})`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (visa: string) => `Here is the summary of the ${visa} visa pre-assessment you asked for.`,
    heading: 'Visa pre-assessment summary',
    visa: 'Visa',
    applicationType: 'Application type',
    evaluatedAt: 'Assessed at',
    score: 'Score',
    points: 'Points',
    passMark: 'Pass mark',
    eligibility: 'Outcome',
    eligible: 'Meets the pre-assessment criteria',
    ineligible: 'Does not meet the pre-assessment criteria yet',
    pointsOf: (total: number, max: number) => `${total} of ${max}`,
    passMarkValue: (mark: number) => `${mark} or more`,
    breakdown: 'Breakdown',
    criterion: 'Criterion',
    result: 'Result',
    yourValue: 'Your value',
    threshold: 'Threshold',
    toRaise: 'What would raise it',
    met: 'Met',
    notMet: 'Not met',
    gain: (n: number) => `+${n} points`,
    yes: 'Yes',
    no: 'No',
    recommendations: 'Recommendations',
    missingDocuments: 'Documents still missing',
    changePaths: 'Possible changes of status',
    none: 'None',
    link: 'See the full result',
    disclaimer:
      'This is a pre-assessment based on the information you entered. It is not a decision of the immigration office; whether a visa is granted is decided only by the competent authority.',
    footer: 'TOV sent this e-mail because it was requested for this address.',
    applicationTypes: { NEW: 'New', EXTENSION: 'Extension', CHANGE: 'Change of status' } as Record<string, string>,
  },
  zh: {
    subject: (visa: string, score: number, eligible: boolean) => `[TOV] ${visa} 签证预先评估结果：${score}/100（${eligible ? '符合条件' : '不符合条件'}）`,
    greeting: (name: string | null) => (name ? `${name}，您好。` : '您好。'),
    intro: (visa: string) => `现将您申请的 ${visa} 签证预先评估结果发送给您。`,
    heading: '签证预先评估结果摘要',
    visa: '签证',
    applicationType: '申请类型',
    evaluatedAt: '评估时间',
    score: '分数',
    points: '得分',
    passMark: '合格标准',
    eligibility: '判定',
    eligible: '符合预先评估标准',
    ineligible: '暂不符合预先评估标准',
    pointsOf: (total: number, max: number) => `${total}分 / ${max}分`,
    passMarkValue: (mark: number) => `${mark}分以上`,
    breakdown: '各项评估',
    criterion: '项目',
    result: '结果',
    yourValue: '填写内容',
    threshold: '标准',
    toRaise: '提高分数的方法',
    met: '符合',
    notMet: '不符合',
    gain: (n: number) => `+${n}分`,
    yes: '是',
    no: '否',
    recommendations: '建议事项',
    missingDocuments: '尚未准备的材料',
    changePaths: '可变更的滞留资格',
    none: '无',
    link: '查看完整结果',
    disclaimer: '本结果是根据您填写的信息进行的预先评估，并非出入境·外国人管理机关的审查或决定。是否获得许可仅由主管机关审查决定。',
    footer: '本邮件由 TOV 应您的请求发送。',
    applicationTypes: { NEW: '新申请', EXTENSION: '延期', CHANGE: '变更' } as Record<string, string>,
  },
  ja: {
    subject: (visa: string, score: number, eligible: boolean) => `[TOV] ${visa} ビザ事前診断の結果：${score}/100（${eligible ? '要件充足' : '要件未充足'}）`,
    greeting: (name: string | null) => (name ? `${name} 様` : 'こんにちは。'),
    intro: (visa: string) => `ご依頼の ${visa} ビザ事前診断の結果をお送りします。`,
    heading: 'ビザ事前診断結果の要約',
    visa: 'ビザ',
    applicationType: '申請区分',
    evaluatedAt: '診断日時',
    score: '点数',
    points: '獲得点数',
    passMark: '合格基準',
    eligibility: '判定',
    eligible: '事前診断の基準を満たしています',
    ineligible: 'まだ事前診断の基準を満たしていません',
    pointsOf: (total: number, max: number) => `${total}点 / ${max}点`,
    passMarkValue: (mark: number) => `${mark}点以上`,
    breakdown: '項目別の評価',
    criterion: '項目',
    result: '結果',
    yourValue: '入力内容',
    threshold: '基準',
    toRaise: '点数を上げるには',
    met: '充足',
    notMet: '未充足',
    gain: (n: number) => `+${n}点`,
    yes: 'はい',
    no: 'いいえ',
    recommendations: 'おすすめ',
    missingDocuments: 'まだ準備できていない書類',
    changePaths: '変更できる在留資格',
    none: 'なし',
    link: '結果の全体を見る',
    disclaimer:
      'この結果は入力された情報に基づく事前診断であり、出入国・外国人官署の審査や決定ではありません。許可されるかどうかは管轄機関の審査によって決まります。',
    footer: 'このメールはご依頼により TOV から送信されました。',
    applicationTypes: { NEW: '新規', EXTENSION: '延長', CHANGE: '変更' } as Record<string, string>,
  },
} satisfies Record<Language, unknown>;

/** A label or improvement in the e-mail's language; English when a job queued before zh/ja lacks it. */
function inLanguage(text: { ko: string; en: string; zh?: string; ja?: string }, language: Language): string {
  return text[language] || text.en;
}

type Strings = (typeof STRINGS)[Language];

function visaLabel(a: Assessment): string {
  return a.visaSubtype && a.visaSubtype !== a.visaType ? `${a.visaType} (${a.visaSubtype})` : a.visaType;
}

/** `2026-11-22 13:05 KST`; Korea has no daylight saving time, so a fixed +9 h is exact. */
export function formatSeoulTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const shifted = new Date(ms + 9 * 3600 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} KST`;
}

function resultCell(item: BreakdownItem, s: Strings): string {
  if (item.kind === 'requirement' || item.passed !== null) {
    if (item.passed === true) return s.met;
    if (item.passed === false) return s.notMet;
  }
  return s.pointsOf(item.points, item.maxPoints);
}

function valueCell(value: BreakdownItem['applicantValue'], s: Strings): string {
  if (value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? s.yes : s.no;
  return String(value);
}

function raiseCell(item: BreakdownItem, language: Language, s: Strings): string {
  const text = item.improvement ? inLanguage(item.improvement, language) : '';
  if (!text) return '-';
  return item.potentialGain > 0 ? `${text} (${s.gain(item.potentialGain)})` : text;
}

export function resultUrl(webBaseUrl: string, assessmentId: string): string {
  return `${webBaseUrl.replace(/\/+$/, '')}/visa/result/${encodeURIComponent(assessmentId)}`;
}

interface Row {
  label: string;
  value: string;
}

function facts(a: Assessment, s: Strings): Row[] {
  return [
    { label: s.visa, value: visaLabel(a) },
    { label: s.applicationType, value: s.applicationTypes[a.applicationType] ?? a.applicationType },
    { label: s.eligibility, value: a.eligible ? s.eligible : s.ineligible },
    { label: s.score, value: `${a.score} / 100` },
    { label: s.points, value: s.pointsOf(a.totalPoints, a.maxPoints) },
    { label: s.passMark, value: s.passMarkValue(a.passMark) },
    { label: s.evaluatedAt, value: formatSeoulTime(a.evaluatedAt) },
  ];
}

function htmlList(items: string[], s: Strings): string {
  if (items.length === 0) return `<p style="margin:0 0 16px;color:#555">${escapeHtml(s.none)}</p>`;
  return `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

function renderHtml(job: TSendSummaryJob, s: Strings, link: string): string {
  const a = job.assessment;
  const language = job.language;
  const th = 'style="text-align:left;padding:6px 8px;border-bottom:2px solid #ccc;background:#f5f5f5"';
  const td = 'style="padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top"';
  const rowTh = 'style="text-align:left;padding:6px 8px;border-bottom:1px solid #e5e5e5;background:#f5f5f5;white-space:nowrap"';
  const factRows = facts(a, s)
    .map((r) => `<tr><th ${rowTh} scope="row">${escapeHtml(r.label)}</th><td ${td}>${escapeHtml(r.value)}</td></tr>`)
    .join('');
  const breakdownRows = a.breakdown
    .map(
      (b) =>
        `<tr><td ${td}>${escapeHtml(inLanguage(b.label, language) || b.criterion)}</td><td ${td}>${escapeHtml(resultCell(b, s))}</td><td ${td}>${escapeHtml(valueCell(b.applicantValue, s))}</td><td ${td}>${escapeHtml(b.threshold || '-')}</td><td ${td}>${escapeHtml(raiseCell(b, language, s))}</td></tr>`,
    )
    .join('');
  const breakdown =
    a.breakdown.length === 0
      ? `<p style="margin:0 0 16px;color:#555">${escapeHtml(s.none)}</p>`
      : `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px;font-size:14px"><thead><tr><th ${th}>${escapeHtml(s.criterion)}</th><th ${th}>${escapeHtml(s.result)}</th><th ${th}>${escapeHtml(s.yourValue)}</th><th ${th}>${escapeHtml(s.threshold)}</th><th ${th}>${escapeHtml(s.toRaise)}</th></tr></thead><tbody>${breakdownRows}</tbody></table>`;
  const paths = a.changePaths.map((p) => `${p.visaSubtype && p.visaSubtype !== p.visaType ? `${p.visaType} (${p.visaSubtype})` : p.visaType}: ${p.reason}`);
  const h2 = 'style="font-size:16px;margin:24px 0 8px"';
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(s.heading)}</title></head>`,
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;line-height:1.5\">",
    '<div style="max-width:720px;margin:0 auto">',
    `<p>${escapeHtml(s.greeting(job.recipientName))}</p>`,
    `<p>${escapeHtml(s.intro(visaLabel(a)))}</p>`,
    `<h1 style="font-size:20px;margin:16px 0 8px">${escapeHtml(s.heading)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px"><tbody>${factRows}</tbody></table>`,
    `<h2 ${h2}>${escapeHtml(s.breakdown)}</h2>`,
    breakdown,
    `<h2 ${h2}>${escapeHtml(s.recommendations)}</h2>`,
    htmlList(a.recommendations, s),
    `<h2 ${h2}>${escapeHtml(s.missingDocuments)}</h2>`,
    htmlList(a.missingDocuments, s),
    `<h2 ${h2}>${escapeHtml(s.changePaths)}</h2>`,
    htmlList(paths, s),
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(s.link)}</a></p>`,
    `<p style="font-size:13px;color:#555;border-top:1px solid #e5e5e5;padding-top:12px">${escapeHtml(s.disclaimer)}</p>`,
    `<p style="font-size:12px;color:#888">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function textList(items: string[], s: Strings): string[] {
  return items.length === 0 ? [`  ${s.none}`] : items.map((i) => `  - ${i}`);
}

function renderText(job: TSendSummaryJob, s: Strings, link: string): string {
  const a = job.assessment;
  const language = job.language;
  const lines: string[] = [s.greeting(job.recipientName), '', s.intro(visaLabel(a)), '', `== ${s.heading} ==`];
  for (const r of facts(a, s)) lines.push(`${r.label}: ${r.value}`);
  lines.push('', `== ${s.breakdown} ==`);
  if (a.breakdown.length === 0) lines.push(`  ${s.none}`);
  for (const b of a.breakdown) {
    lines.push(`- ${inLanguage(b.label, language) || b.criterion}: ${resultCell(b, s)}`);
    lines.push(`    ${s.yourValue}: ${valueCell(b.applicantValue, s)} / ${s.threshold}: ${b.threshold || '-'}`);
    const raise = raiseCell(b, language, s);
    if (raise !== '-') lines.push(`    ${s.toRaise}: ${raise}`);
  }
  lines.push('', `== ${s.recommendations} ==`, ...textList(a.recommendations, s));
  lines.push('', `== ${s.missingDocuments} ==`, ...textList(a.missingDocuments, s));
  const paths = a.changePaths.map((p) => `${p.visaSubtype && p.visaSubtype !== p.visaType ? `${p.visaType} (${p.visaSubtype})` : p.visaType}: ${p.reason}`);
  lines.push('', `== ${s.changePaths} ==`, ...textList(paths, s));
  lines.push('', `${s.link}: ${link}`, '', s.disclaimer, '', s.footer);
  return `${lines.join('\n')}\n`;
}

/**
 * The summary e-mail of one assessment snapshot, in the job's language. Pure: the same job gives the
 * same e-mail, so a retried job sends exactly what the first attempt would have sent.
 */
export function renderSummaryEmail(job: TSendSummaryJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const a = job.assessment;
  const link = resultUrl(options.webBaseUrl, a.assessmentId);
  return {
    subject: oneLine(s.subject(visaLabel(a), a.score, a.eligible)),
    html: renderHtml(job, s, link),
    text: renderText(job, s, link),
  };
}
