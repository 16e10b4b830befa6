/** Shared UI building blocks for the shell and plugins. */
export { Modal, type ModalProps } from './Modal';
export { FormField, type FormFieldProps } from './FormField';
export { Loading, Empty, ErrorNotice } from './PageState';
export { Icon, type GlyphName } from './icons';
export { Logo } from './Logo';
export { portalSystem, LAYOUT } from './theme';
