/**
 * The error-code catalogue: spec 000 §8 and 001 §8, plus the platform's own codes.
 * Each code has its HTTP status and the Korean message a user sees (the spec gives only the
 * meaning of most texts; the wording here is ours).
 */
export interface ErrorCodeEntry {
  status: number;
  message: string;
}

export const ERROR_CODES = {
  // Generic by status (spec 000 §8 status table)
  BAD_REQUEST: { status: 400, message: '잘못된 요청입니다.' },
  UNAUTHORIZED: { status: 401, message: '로그인이 필요합니다.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '허용되지 않는 요청 방식입니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 Content-Type입니다.' },
  UNPROCESSABLE_ENTITY: { status: 422, message: '입력 데이터가 올바르지 않습니다.' },
  TOO_MANY_REQUESTS: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  INTERNAL_ERROR: { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  BAD_GATEWAY: { status: 502, message: '서버가 일시적으로 응답할 수 없습니다.' },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스를 일시적으로 사용할 수 없습니다.' },
  UNKNOWN_ERROR: { status: 500, message: '알 수 없는 오류가 발생했습니다.' },
  // Transport (spec 001 §8 retryable codes)
  NETWORK_ERROR: { status: 503, message: '네트워크 연결을 확인해주세요.' },
  TIMEOUT: { status: 408, message: '요청 시간이 초과되었습니다. 다시 시도해주세요.' },
  SERVER_ERROR: { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  ECONNABORTED: { status: 408, message: '요청이 중단되었습니다. 다시 시도해주세요.' },
  // Community (spec 000 §8)
  CLASS_NOT_FOUND: { status: 404, message: '클래스를 찾을 수 없습니다.' },
  CLASS_FULL: { status: 409, message: '정원이 마감되었습니다.' },
  ALREADY_APPLIED: { status: 409, message: '이미 신청하셨습니다.' },
  INVALID_DATE: { status: 400, message: '날짜가 올바르지 않습니다.' },
  UPLOAD_FAILED: { status: 500, message: '이미지 업로드에 실패했습니다.' },
  VALIDATION_ERROR: { status: 400, message: '입력 내용을 다시 확인해주세요.' },
  // Visa (spec 000 §8, 001 §8)
  VISA_EVALUATION_FAILED: { status: 500, message: '비자 평가에 실패했습니다. 잠시 후 다시 시도해주세요.' },
  VISA_TYPE_NOT_SUPPORTED: { status: 400, message: '지원하지 않는 비자 유형입니다.' },
  INSUFFICIENT_DOCUMENTS: { status: 422, message: '필요한 서류가 부족합니다.' },
  INVALID_VISA_STATUS: { status: 422, message: '비자 상태가 올바르지 않습니다.' },
  EVALUATION_EXPIRED: { status: 410, message: '평가 결과가 만료되었습니다. 다시 평가해주세요.' },
  ASSESSMENT_NOT_FOUND: { status: 404, message: '평가 결과를 찾을 수 없습니다.' },
  INVALID_APPLICANT_INFO: { status: 422, message: '신청자 정보가 올바르지 않습니다.' },
  SCORE_CALCULATION_ERROR: { status: 500, message: '점수 계산 중 오류가 발생했습니다.' },
  VISA_RECOMMENDATION_FAILED: { status: 500, message: '비자 추천을 불러오지 못했습니다.' },
  HISTORY_LOAD_FAILED: { status: 500, message: '평가 기록을 불러오지 못했습니다.' },
  QUICK_CHECK_FAILED: { status: 500, message: '빠른 확인에 실패했습니다.' },
  VISA_TYPES_LOAD_FAILED: { status: 500, message: '비자 유형 목록을 불러오지 못했습니다.' },
  // Platform: accounts and tokens
  EMAIL_ALREADY_EXISTS: { status: 409, message: '이미 가입된 이메일입니다.' },
  INVALID_CREDENTIALS: { status: 401, message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
  AUTH_REQUIRED: { status: 401, message: '로그인이 필요합니다.' },
  TOKEN_INVALID: { status: 401, message: '인증 정보가 올바르지 않습니다. 다시 로그인해주세요.' },
  TOKEN_EXPIRED: { status: 401, message: '로그인이 만료되었습니다. 다시 로그인해주세요.' },
  TOKEN_REVOKED: { status: 401, message: '로그아웃된 인증 정보입니다. 다시 로그인해주세요.' },
  PERMISSION_DENIED: { status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  USER_NOT_FOUND: { status: 404, message: '사용자를 찾을 수 없습니다.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: '이메일 인증이 완료되지 않았습니다. 받은 편지함의 인증 메일에서 링크를 눌러주세요.' },
  VERIFICATION_LINK_INVALID: { status: 400, message: '인증 링크가 유효하지 않거나 만료되었습니다. 인증 메일을 다시 받아주세요.' },
  RESET_LINK_INVALID: { status: 400, message: '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다. 재설정 메일을 다시 받아주세요.' },
  REFRESH_TOKEN_INVALID: { status: 401, message: '로그인이 만료되었습니다. 다시 로그인해주세요.' },
  REFRESH_CONFLICT: { status: 409, message: '다른 창에서 로그인이 갱신되었습니다. 다시 시도해주세요.' },
  EMAIL_RECIPIENT_NOT_ALLOWED: { status: 403, message: '평가 결과는 계정에 등록된 본인 이메일 주소로만 보낼 수 있습니다.' },
  // Challenge program (tovspark; the wording is ours, docs/rules/tovspark.md, "Error codes")
  CHALLENGE_NOT_FOUND: { status: 404, message: '챌린지를 찾을 수 없습니다.' },
  CHALLENGE_NOT_OPEN: { status: 409, message: '참여할 수 없는 챌린지입니다. 공개된 챌린지에만 참여할 수 있습니다.' },
  CHALLENGE_DEADLINE_PASSED: { status: 409, message: '마감된 챌린지입니다.' },
  CHALLENGE_NOT_EDITABLE: { status: 409, message: '공개된 챌린지는 수정하거나 삭제할 수 없습니다.' },
  INVALID_STATUS_TRANSITION: { status: 409, message: '현재 상태에서는 이 상태로 바꿀 수 없습니다.' },
  SUBMISSION_NOT_FOUND: { status: 404, message: '제출물을 찾을 수 없습니다.' },
  SUBMISSION_ALREADY_SUBMITTED: { status: 409, message: '이미 제출한 챌린지입니다.' },
  CHALLENGE_NOT_JOINED: { status: 409, message: '챌린지에 먼저 참여해주세요. 참여한 뒤에 작업을 저장하거나 제출할 수 있습니다.' },
  SUBMISSION_ALREADY_EVALUATED: { status: 409, message: '이미 평가가 끝난 제출물입니다.' },
  TEMPLATE_NOT_FOUND: { status: 404, message: '템플릿을 찾을 수 없습니다.' },
  SUBMISSION_NOT_SUBMITTED: { status: 409, message: '제출되지 않은(임시 저장) 제출물은 평가할 수 없습니다.' },
  TALENT_NOT_FOUND: { status: 404, message: '인재를 찾을 수 없습니다.' },
  TALENT_CONTACT_LIMIT: { status: 429, message: '같은 인재에게는 하루에 연락할 수 있는 횟수가 정해져 있습니다. 내일 다시 시도해주세요.' },
  FILE_NOT_FOUND: { status: 404, message: '파일을 찾을 수 없습니다.' },
  FILE_MISSING: { status: 400, message: '올릴 파일이 없습니다. file 필드에 파일 하나를 담아 보내주세요.' },
  FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다.' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: '올릴 수 없는 파일 형식입니다. PDF, 이미지(PNG, JPEG, GIF, WebP), ZIP, 텍스트·마크다운만 올릴 수 있습니다.' },
  FILE_TYPE_MISMATCH: { status: 415, message: '파일의 실제 내용이 알려준 형식과 다릅니다.' },
  FILE_LIMIT_REACHED: { status: 409, message: '이 챌린지에 올릴 수 있는 파일 수를 넘었습니다. 필요 없는 파일을 지운 뒤 다시 올려주세요.' },
  SUBMISSION_FILE_UNKNOWN: { status: 422, message: '제출물에 붙인 파일 중 이 챌린지에 직접 올리지 않은 파일이 있습니다.' },
  // Specialist workspace (the wording is ours, docs/rules/specialist.md)
  SPECIALIST_PROFILE_NOT_FOUND: { status: 404, message: '전문가 프로필이 없습니다. 프로필을 먼저 등록해주세요.' },
  MATCHING_REQUEST_NOT_FOUND: { status: 404, message: '매칭 요청을 찾을 수 없습니다.' },
  REQUEST_CLOSED: { status: 409, message: '이미 수락·거절되었거나 만료된 요청입니다. 견적을 보낼 수 없습니다.' },
  PRICE_NOT_SET: { status: 400, message: '이 서비스 옵션과 비자 유형의 가격이 없습니다. 금액을 입력하거나 가격표를 먼저 저장해주세요.' },
  QUOTE_NOT_FOUND: { status: 404, message: '견적을 찾을 수 없습니다.' },
  QUOTE_NOT_OPEN: { status: 409, message: '이미 만료되었거나 새 견적으로 바뀐 견적입니다.' },
  QUOTE_ALREADY_ACCEPTED: { status: 409, message: '이미 수락하고 결제한 견적입니다. 내 서비스에서 확인해주세요.' },
  SERVICE_NOT_FOUND: { status: 404, message: '서비스를 찾을 수 없습니다.' },
  SERVICE_CLOSED: { status: 409, message: '완료되었거나 취소된 서비스입니다.' },
  PAYMENT_NOT_FOUND: { status: 404, message: '결제 내역을 찾을 수 없습니다.' },
  PAYMENT_FAILED: { status: 422, message: '결제가 승인되지 않았습니다. 결제 수단을 확인한 뒤 다시 시도해주세요.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: '결제 대행사와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' },
  REFUND_EXCEEDS_REMAINING: { status: 409, message: '환불할 수 있는 금액을 넘었습니다.' },
  REFUND_AFTER_PAYOUT: { status: 409, message: '전문가에게 이미 정산금이 지급된 서비스는 환불할 수 없습니다.' },
  ROADMAP_NOT_FOUND: { status: 404, message: '로드맵을 찾을 수 없습니다.' },
  SETTLEMENT_NOT_FOUND: { status: 404, message: '정산 내역을 찾을 수 없습니다.' },
  SCHEDULE_NOT_FOUND: { status: 404, message: '일정을 찾을 수 없습니다.' },
  SCHEDULE_CONFLICT: { status: 409, message: '같은 시간에 다른 일정이 있습니다. 다른 시간을 선택해주세요.' },
  SCHEDULE_ON_VACATION: { status: 409, message: '휴가 기간에는 일정을 잡을 수 없습니다.' },
  // Company workspace (the wording is ours, services/company/README.md)
  EMPLOYEE_NOT_FOUND: { status: 404, message: '직원을 찾을 수 없습니다.' },
  COMPLIANCE_ITEM_NOT_FOUND: { status: 404, message: '컴플라이언스 항목을 찾을 수 없습니다.' },
  CANDIDATE_NOT_FOUND: { status: 404, message: '후보자를 찾을 수 없습니다.' },
  STAGE_MOVE_NOT_ALLOWED: { status: 409, message: '지금 단계에서는 그 단계로 옮길 수 없습니다.' },
  OFFER_REQUIRED: { status: 409, message: '채용하려면 먼저 채용 제안(오퍼)을 보내야 합니다.' },
  OFFER_NOT_ALLOWED: { status: 409, message: '면접 단계 이후에만 채용 제안을 보낼 수 있습니다.' },
  // Report exports (docs/decisions/142-report-export-queue.md)
  REPORT_NOT_FOUND: { status: 404, message: '보고서를 찾을 수 없습니다.' },
  REPORT_NOT_READY: { status: 409, message: '보고서를 아직 만드는 중입니다. 잠시 후 다시 시도해주세요.' },
  REPORT_FAILED: { status: 409, message: '보고서를 만들지 못했습니다. 보고서를 다시 요청해주세요.' },
  REPORT_EXPIRED: { status: 410, message: '다운로드 기간이 지난 보고서입니다. 보고서를 다시 요청해주세요.' },
  // Platform: gateway
  ROUTE_NOT_FOUND: { status: 404, message: '요청한 경로를 찾을 수 없습니다.' },
  INVALID_PATH: { status: 400, message: '요청 경로가 올바르지 않습니다.' },
  URI_TOO_LONG: { status: 414, message: '요청 주소가 너무 깁니다.' },
  HEADERS_TOO_LARGE: { status: 431, message: '요청 헤더가 너무 큽니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 데이터가 너무 큽니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  LOGIN_RATE_LIMITED: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: '같은 요청이 처리 중입니다. 잠시 후 다시 시도해주세요.' },
  /** A transaction lost to concurrent ones (serialisation failure, deadlock) after its retries (docs/decisions/114-transaction-conflicts-retried.md). */
  CONFLICT: { status: 409, message: '동시에 처리된 다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: '같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}

/** Default Korean message by HTTP status for the client when a server sends none (spec 000 §8). */
export const STATUS_MESSAGES: Record<number, string> = {
  400: '잘못된 요청입니다.',
  401: '인증이 필요합니다.',
  403: '권한이 없습니다.',
  404: '요청한 리소스를 찾을 수 없습니다.',
  422: '입력 데이터가 유효하지 않습니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  500: '서버 오류가 발생했습니다.',
  502: '서버가 일시적으로 응답할 수 없습니다.',
  503: '서비스를 일시적으로 사용할 수 없습니다.',
};
export const UNKNOWN_STATUS_MESSAGE = '알 수 없는 오류가 발생했습니다.';

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? UNKNOWN_STATUS_MESSAGE;
}

/** Codes and statuses a client may offer to retry (spec 001 §8). */
export const RETRYABLE_STATUSES = [408, 429, 500, 502, 503, 504] as const;
export const RETRYABLE_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'SERVER_ERROR', 'ECONNABORTED'] as const;
