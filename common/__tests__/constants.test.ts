import * as C from '../constants';
import { messages } from '../messages';

describe('constants of spec section 9', () => {
  it('has the timing values', () => {
    expect([C.REQUEST_TIMEOUT_MS, C.SOCKET_TIMEOUT_MS, C.UPLOAD_TIMEOUT_MS, C.DOWNLOAD_TIMEOUT_MS]).toEqual([
      60000, 60000, 60000, 60000,
    ]);
    expect(C.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(C.ASYNC_PAGE_DELAY_MS).toBe(200);
    expect(C.ASYNC_PAGE_TIMEOUT_MS).toBe(60000);
    expect(C.TOAST_DURATION_MS).toBe(2000);
    expect(C.DEBOUNCE_MS).toBe(500);
    expect(C.THROTTLE_MS).toBe(500);
    expect(C.LOGIN_REDIRECT_DEBOUNCE_MS).toBe(800);
    expect(C.TAB_BAR_HIDE_DELAY_MS).toBe(200);
    expect(C.INVALID_OPERATION_HOME_DELAY_MS).toBe(1500);
  });

  it('has the limits', () => {
    expect(C.PAGE_SIZE).toBe(10);
    expect(C.MAX_PAGE_SIZE).toBe(50);
    expect(C.CACHE_EXPIRY).toBe(0);
    expect(C.IMAGE_MAX_BYTES).toBe(1048576);
    expect([C.PASSWORD_MIN, C.PASSWORD_MAX, C.NAME_MIN, C.NAME_MAX]).toEqual([8, 16, 2, 20]);
    expect([C.ID_NUMBER_LENGTH, C.BANK_CARD_LENGTH, C.PHONE_LENGTH, C.CONTRACT_ATTACHMENT_COUNT]).toEqual([
      18, 19, 11, 1,
    ]);
    expect(C.LOGO_RECOMMENDED).toEqual({ width: 300, height: 300 });
  });

  it('has the app and layout values', () => {
    expect(C.APP_VERSION).toBe('1.1.4');
    expect(C.APP_VERSION_CODE).toBe(1055);
    expect(C.WIDE_SCREEN_BREAKPOINT_PX).toBe(1280);
    expect(C.NARROW_CONTENT_WIDTH_PX).toBe(600);
    expect(C.SKIP_UPDATE_SCENE).toBe(1154);
    expect(C.THEME.accent).toBe('#1769C2');
    for (const colour of Object.values(C.THEME)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(messages['zh-Hans']['app.name']).toBe(C.PRODUCT_NAME);
    expect(messages.en['app.name']).toBe(C.PRODUCT_NAME_EN);
  });
});

describe('code sets', () => {
  const sets: Array<[string, readonly string[], Record<string, string>]> = [
    ['identity', C.IDENTITIES, C.IDENTITY_LABEL],
    ['position', C.POSITION_STATUSES, C.POSITION_STATUS_LABEL],
    ['application', C.APPLICATION_STATUSES, C.APPLICATION_STATUS_LABEL],
    ['interview', C.INTERVIEW_STATUSES, C.INTERVIEW_STATUS_LABEL],
    ['interview method', C.INTERVIEW_METHODS, C.INTERVIEW_METHOD_LABEL],
    ['contract', C.CONTRACT_STATUSES, C.CONTRACT_STATUS_LABEL],
    ['contract kind', C.CONTRACT_KINDS, C.CONTRACT_KIND_LABEL],
    ['project', C.PROJECT_STATUSES, C.PROJECT_STATUS_LABEL],
    ['job status', C.JOB_STATUSES, C.JOB_STATUS_LABEL],
    ['degree', C.DEGREES, C.DEGREE_LABEL],
    ['gender', C.GENDER_REQUIREMENTS, C.GENDER_LABEL],
    ['job type', C.JOB_TYPES, C.JOB_TYPE_LABEL],
    ['work form', C.WORK_FORMS, C.WORK_FORM_LABEL],
  ];

  it.each(sets)('%s: every code has a label in both languages, and only those codes', (_name, codes, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(messages['zh-Hans'][labels[code]]).toBeTruthy();
      expect(messages.en[labels[code]]).toBeTruthy();
    }
  });

  it('lists the states of architecture section 4', () => {
    expect(C.POSITION_STATUSES).toEqual(['under_review', 'approved', 'audit_failed', 'paused', 'closed', 'deleted']);
    expect(C.APPLICATION_STATUSES).toEqual(['delivered', 'passed', 'rejected']);
    expect(C.INTERVIEW_STATUSES).toEqual(['invited', 'waiting', 'passed', 'failed', 'rejected']);
    expect(C.CONTRACT_STATUSES).toEqual(['draft', 'sent', 'signed', 'refused', 'expired', 'void', 'abnormal']);
    expect(C.PROJECT_STATUSES).toEqual(['to_start', 'in_progress', 'ended']);
    expect(C.JOB_STATUSES).toHaveLength(4);
    expect(messages['zh-Hans'][C.CONTRACT_STATUS_LABEL.sent]).toBe('待签署');
    expect(messages.en[C.CONTRACT_STATUS_LABEL.sent]).toBe('Waiting to sign');
  });

  it('orders degrees from junior high to doctor', () => {
    expect(C.DEGREES).toEqual([
      'junior_high',
      'high_school',
      'technical_secondary',
      'junior_college',
      'bachelor',
      'master',
      'doctor',
    ]);
    expect(C.degreeRank('junior_high')).toBe(0);
    expect(C.degreeRank('bachelor')).toBeGreaterThan(C.degreeRank('junior_college'));
    expect(C.degreeRank('doctor')).toBe(6);
    expect(messages['zh-Hans'][C.DEGREE_LABEL.bachelor]).toBe('本科');
  });
});
