export { Alert, LiveRegion, type AlertTone } from './Alert';
export { Modal, type ModalProps } from './Modal';
export { PageShell, SiteFooter } from './PageShell';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { ProgressBar } from './ProgressBar';
export { Spinner } from './Spinner';
export { TextField, FieldErrors, FieldLabel, RequiredMark, errorLines, type TextFieldProps } from './TextField';
