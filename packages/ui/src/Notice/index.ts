export { NOTICE_AUTO_DISMISS_MS, Notice, type NoticeProps, type NoticeStatus } from './Notice';
