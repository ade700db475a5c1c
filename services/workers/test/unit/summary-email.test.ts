import { ZSendSummaryJobSchema } from '@tov/contracts';
import { escapeHtml, formatSeoulTime, renderSummaryEmail, resultUrl } from '../../src/render/summary-email';
import { summaryJob } from '../support/fixtures';

const web = { webBaseUrl: 'http://localhost:8080' };

describe('summary e-mail renderer', () => {
  test('the fixture is a valid job of the contract', () => {
    expect(ZSendSummaryJobSchema.safeParse(summaryJob()).success).toBe(true);
  });

  test('Korean: subject, facts, breakdown with what would raise each row, lists, disclaimer and link', () => {
    const job = summaryJob({ language: 'ko' });
    const { subject, html, text } = renderSummaryEmail(job, web);
    expect(subject).toBe('[TOV] F-2 (F-2-7) 비자 사전 진단 결과: 82점 (요건 충족)');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('김민준 님, 안녕하세요.');
    for (const part of ['82 / 100', '82점 / 120점', '80점 이상', '사전 진단 기준 충족', '변경', '2026-11-22 13:05 KST']) {
      expect(html).toContain(part);
      expect(text).toContain(part);
    }
    // breakdown: label, points or pass/fail, the applicant's value, the threshold, what would raise it
    expect(html).toContain('<td style="padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top">한국어 능력</td>');
    expect(html).toContain('10점 / 20점');
    expect(html).toContain('TOPIK 5급을 취득하세요 (+10점)');
    expect(html).toContain('범죄 경력 없음</td><td style="padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top">충족');
    expect(html).toContain('아니오');
    expect(text).toContain('- 한국어 능력: 10점 / 20점');
    expect(text).toContain('점수를 올리려면: TOPIK 5급을 취득하세요 (+10점)');
    expect(html).toContain('<li>사회통합프로그램 5단계를 이수하면 가점을 받을 수 있습니다.</li>');
    expect(html).toContain('<li>소득금액증명원</li>');
    expect(html).toContain('F-2 (F-2-99): 국내 체류 5년으로');
    expect(text).toContain('  - 소득금액증명원');
    expect(html).toContain('출입국·외국인관서의 심사나 결정이 아닙니다');
    expect(text).toContain('사전 진단이며');
    expect(html).toContain('href="http://localhost:8080/visa/result/3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b"');
    expect(text).toContain('전체 결과 보기: http://localhost:8080/visa/result/3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b');
  });

  test('English: ineligible, empty lists, no name, application type and pass/fail wording', () => {
    const job = summaryJob(
      { language: 'en', recipientName: null },
      {
        visaType: 'D-10',
        visaSubtype: null,
        applicationType: 'NEW',
        eligible: false,
        score: 45,
        totalPoints: 27,
        passMark: 60,
        maxPoints: 60,
        recommendations: [],
        missingDocuments: [],
        changePaths: [],
      },
    );
    const { subject, html, text } = renderSummaryEmail(job, web);
    expect(subject).toBe('[TOV] Your D-10 visa pre-assessment: 45/100 (criteria not met)');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p>Hello,</p>');
    for (const part of [
      'Does not meet the pre-assessment criteria yet',
      '45 / 100',
      '27 of 60',
      '60 or more',
      'New',
      'Korean language',
      'Reach TOPIK level 5 (+10 points)',
      'Met',
      'No',
    ]) {
      expect(html).toContain(part);
    }
    expect(html).not.toContain('김민준');
    expect(html).toContain('Recommendations</h2>\n<p style="margin:0 0 16px;color:#555">None</p>');
    expect(text).toContain('== Documents still missing ==\n  None');
    expect(html).toContain('It is not a decision of the immigration office');
    expect(text).toContain('This is a pre-assessment');
    expect(text).toContain('See the full result: http://localhost:8080/visa/result/');
    expect(text).not.toContain('<');
  });

  test('Chinese and Japanese: the whole e-mail in the language, labels and improvements in it, English for an older job without them', () => {
    const zhBreakdown = summaryJob().assessment.breakdown.map((b) => ({
      ...b,
      label: { ...b.label, zh: `${b.label.en}（中文）`, ja: `${b.label.en}（日本語）` },
      improvement: b.improvement && { ...b.improvement, zh: '取得TOPIK 5级', ja: 'TOPIK 5級を取得してください' },
    }));
    const zh = renderSummaryEmail(
      summaryJob({ language: 'zh', recipientName: 'Wei' }, { breakdown: zhBreakdown, recommendations: [], missingDocuments: ['学位证明'] }),
      web,
    );
    expect(zh.subject).toBe('[TOV] F-2 (F-2-7) 签证预先评估结果：82/100（符合条件）');
    expect(zh.html).toContain('<html lang="zh">');
    for (const part of [
      'Wei，您好。',
      '签证预先评估结果摘要',
      '82分 / 120分',
      '80分以上',
      'Korean language（中文）',
      '取得TOPIK 5级 (+10分)',
      '<li>学位证明</li>',
      '变更',
      '并非出入境',
    ]) {
      expect(zh.html).toContain(part);
    }
    expect(zh.text).toContain('== 各项评估 ==');
    const ja = renderSummaryEmail(summaryJob({ language: 'ja', recipientName: null }, { breakdown: zhBreakdown, eligible: false }), web);
    expect(ja.subject).toBe('[TOV] F-2 (F-2-7) ビザ事前診断の結果：82/100（要件未充足）');
    for (const part of [
      '<html lang="ja">',
      'こんにちは。',
      'Korean language（日本語）',
      'TOPIK 5級を取得してください (+10点)',
      'まだ事前診断の基準を満たしていません',
    ]) {
      expect(ja.html).toContain(part);
    }
    // A job queued when labels had only Korean and English: the English ones.
    const older = renderSummaryEmail(summaryJob({ language: 'ja' }), web);
    expect(older.html).toContain('Korean language');
    expect(older.html).toContain('Reach TOPIK level 5 (+10点)');
    expect(ZSendSummaryJobSchema.safeParse(summaryJob({ language: 'ja' })).success).toBe(true);
  });

  test('every value is HTML-escaped and the link is encoded', () => {
    const evil = '<script>alert("x")</script>&\'`';
    const job = summaryJob(
      { language: 'en', recipientName: `<b>Eve</b>` },
      {
        assessmentId: 'a"><img src=x onerror=alert(1)>',
        visaType: 'E-7<i>',
        visaSubtype: null,
        applicationType: '<u>NEW</u>',
        recommendations: [evil],
        missingDocuments: ['<img src=x>'],
        changePaths: [{ visaType: '<F-2>', visaSubtype: null, reason: '"quoted" & <b>bold</b>' }],
        breakdown: [
          {
            criterion: 'x',
            label: { ko: '<k>', en: '<label onclick="x">' },
            kind: 'points',
            points: 1,
            maxPoints: 2,
            passed: null,
            applicantValue: '<value>',
            threshold: '<threshold>',
            improvement: { ko: '<k>', en: '<raise>' },
            potentialGain: 1,
            source: 's',
          },
        ],
      },
    );
    const { html, subject, text } = renderSummaryEmail(job, web);
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<u>|<label|<value>|<threshold>|<raise>|<F-2>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;');
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(html).toContain('&lt;label onclick=&quot;x&quot;&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('href="http://localhost:8080/visa/result/a%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"');
    // the plain-text part carries the raw values (it is not HTML); the subject is one line
    expect(text).toContain(evil);
    expect(subject).not.toMatch(/[\r\n]/);
  });

  test('a subject never carries a line break', () => {
    const { subject } = renderSummaryEmail(summaryJob({ language: 'en' }, { visaType: 'E-7\r\nBcc: x@example.test' }), web);
    expect(subject).toBe('[TOV] Your E-7 Bcc: x@example.test (F-2-7) visa pre-assessment: 82/100 (criteria met)');
  });

  test('helpers', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(`a&b<c>d"e'f\`g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f&#96;g');
    expect(formatSeoulTime('2026-12-31T15:30:00Z')).toBe('2027-01-01 00:30 KST');
    expect(formatSeoulTime('not a date')).toBe('not a date');
    expect(resultUrl('http://localhost:8080/', 'a b')).toBe('http://localhost:8080/visa/result/a%20b');
  });

  test('the same job renders the same e-mail (a retry sends what the first attempt would have)', () => {
    const job = summaryJob();
    expect(renderSummaryEmail(job, web)).toEqual(renderSummaryEmail(structuredClone(job), web));
  });
});
