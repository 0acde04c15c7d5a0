// The business constants and limits of spec 000 §9 and spec 001 §9, named once so that app, worker
// and server agree. Money formatting and rounding live in money.ts, not here.

// --- Paging -------------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS: readonly number[] = [20, 30, 40, 50];
/** Some lists (spec 000 §9: "some lists use 50") start at the largest option instead. */
export const LARGE_PAGE_SIZE = 50;

// --- Accounting ---------------------------------------------------------------------------------

/** Balance direction 借; the same number travels as balanceDirection on the wire. */
export const DEBIT = 1;
/** Balance direction 贷. */
export const CREDIT = 2;
export type BalanceDirection = typeof DEBIT | typeof CREDIT;
export const BALANCE_DIRECTION_NAMES: Readonly<Record<BalanceDirection, string>> = { 1: '借', 2: '贷' };

/** Asset classes as the asset calls send them (assetClass / AssetClass). */
export const ASSET_CLASS = { fixed: 1, intangible: 2, inventory: 3 } as const;
export type AssetClass = (typeof ASSET_CLASS)[keyof typeof ASSET_CLASS];

/** 附单据数 of a voucher generated from the asset dialogs. */
export const DEFAULT_NUMBER_OF_DOCUMENT = 1;
/** Amounts keep two decimals (分); input sanitising caps there, money.ts rounds there. */
export const AMOUNT_DECIMALS = 2;

/** The new 工会会计制度 starts on this day; nothing may be booked earlier. */
export const EARLIEST_ACCOUNTING_DATE = '2022-01-01';
/** Last day of the old system: reached only through subject succession, so pickers disable it. */
export const CUTOFF_DATE = '2021-12-31';

// --- Period picker (spec 000 §9) -----------------------------------------------------------------

export const DEFAULT_BEGIN_YEAR = 2019;
export const DEFAULT_END_YEAR = 2020;
export const DEFAULT_ACCOUNTING_MONTH = 10;

// --- Layout -------------------------------------------------------------------------------------

/** Dialog widths in px, except succession which needs both charts side by side. */
export const DIALOG_WIDTH = {
  default: 400,
  subjectPicker: 450,
  auxiliaryPicker: 500,
  departmentPicker: 500,
  voucherPreview: 1200,
  generateVoucher: 1200,
  succession: '95%',
} as const;

/** Max heights (px) of the tables inside the generate-voucher dialogs. */
export const ENTRY_TABLE_MAX_HEIGHT = 300;
/** The transform dialog has six entry rows, so its table is taller. */
export const TRANSFORM_ENTRY_TABLE_MAX_HEIGHT = 450;
export const DOCUMENT_LIST_HEIGHT = 250;
export const PROVISION_TABLE_HEIGHT = 300;
/** Provision lists can be long: the taller table renders rows virtually. */
export const PROVISION_TABLE_VIRTUAL_HEIGHT = 500;
export const TREE_SELECT_SCROLL_HEIGHT = 200;

/** The tab strip and modals shift by the sidebar's width. */
export const SIDEBAR_WIDTH_COLLAPSED = 64;
export const SIDEBAR_WIDTH_EXPANDED = 220;

/** Above every dialog, so an attachment opened from a dialog is not hidden behind it. */
export const IMAGE_VIEWER_Z_INDEX = 4000;

/**
 * Editable table cell limits (spec 000 §5): text cells take 40 characters, number cells 13 digits
 * before the point (sign, point and decimals aside), so one cell stays below the 1e15 uppercase limit.
 */
export const TEXT_CELL_MAX_LENGTH = 40;
export const NUMERIC_CELL_MAX_LENGTH = 13;

// --- Timing -------------------------------------------------------------------------------------

export const MESSAGE_BOX_AUTO_CLOSE_MS = 3000;
export const MESSAGE_BOX_WIDTH = 400;
export const NOTICE_DURATION_MS = 5000;
/** The one short notice: session ended (4004), shown briefly before going to login. */
export const SHORT_NOTICE_DURATION_MS = 1200;
export const DEBOUNCE_MS = 300;
export const REQUEST_TIMEOUT_MS = 180_000;
/** Calls slower than this are reported to /api/auth/requestLog when onRequestLog is on. */
export const SLOW_CALL_LOG_MS = 500;
/** Page loads slower than this are reported likewise (requestLogType 1). */
export const PAGE_LOAD_LOG_MS = 1500;
/** Only in the USB-key deployment mode: a removed key ends the session within this interval. */
export const USB_KEY_CHECK_INTERVAL_MS = 10_000;
/** After this a chunk counts as failed (ChunkLoadError) and the app reloads once. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// --- Devices and files --------------------------------------------------------------------------

/** The local print client listens on this port of the user's own machine. */
export const PRINT_CLIENT_PORT = 22333;

/** The request layer's fixed single-file limit (50 MB); the session may set a smaller one. */
export const UPLOAD_LIMIT_BYTES = 52_428_800;

/** Extensions (lower case) the asset dialogs accept as attachments. */
export const ASSET_ATTACHMENT_TYPES: readonly string[] = [
  'jpg',
  'png',
  'jpeg',
  'gif',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'pdf',
  'rar',
  'zip',
  '7z',
  'ceb',
];

/** Images the browser renders inline; the spec names "images" without a list. */
export const PREVIEWABLE_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];
/** Images plus PDF open in the viewer; everything else is offered as a download. */
export const PREVIEWABLE_TYPES: readonly string[] = [...PREVIEWABLE_IMAGE_TYPES, 'pdf'];

/** The extension of a file name, lower-cased, without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  // A leading dot (".env") names a hidden file, not an extension.
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isPreviewableFile(fileName: string): boolean {
  return PREVIEWABLE_TYPES.includes(fileExtension(fileName));
}

export function isAllowedAssetAttachment(fileName: string): boolean {
  return ASSET_ATTACHMENT_TYPES.includes(fileExtension(fileName));
}

// --- Build ----------------------------------------------------------------------------------------

export const APP_VERSION = 'V1.0.1';

/** Deployment switches fixed at build time (spec 000 §9, 001 §9). */
export const BUILD_FLAGS = {
  /** The login form shows the image verification code. */
  captcha: true,
  /** The 忘记密码 link is hidden. */
  forgotPassword: false,
  singleSignOn: false,
  /** The session key is not read from a cookie (only used with single sign-on). */
  cookie: false,
  /** 信创 mode: PDF printing through the server on Linux/Mac. */
  madeInChina: false,
  regional: false,
} as const;
