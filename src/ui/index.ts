/** Shared UI building blocks for the shell and plugins. */
export { Modal, type ModalProps } from './Modal';
export { FormField, type FormFieldProps } from './FormField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { Loading, Empty, ErrorNotice } from './PageState';
export { InlineSpinner } from './InlineSpinner';
export { afterPaint } from './afterPaint';
export { Icon, type GlyphName } from './icons';
export { Logo } from './Logo';
export { portalSystem, LAYOUT } from './theme';
export { ScannerWidget, type ScannerWidgetProps, type ScanVerdict, type ScanSource } from './scanner/ScannerWidget';
export { parcelIdProblem, INVALID_ID_FORMAT } from './scanner/idFormat';
export { normaliseOtp, isValidOtp, OTP_LENGTH } from './scanner/otp';
export { scannerPrefs, type ScannerPrefs } from './scanner/prefs';
export { neutraliseCell, rowsToCsv, downloadCsv } from './csv';
export { downloadBlob } from './download';
export { SignaturePad, type SignaturePadProps } from './SignaturePad';
export { toast, toaster, PortalToaster, TOAST_DURATION_MS } from './toaster';
