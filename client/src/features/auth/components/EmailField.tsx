import { forwardRef } from 'react';
import { AUTH_UI } from '@ticklist/contracts';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** The required 'Email' input of the sign-up and forgot-password forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(function EmailField(props, ref) {
  return (
    <TextField ref={ref} label={AUTH_UI.emailLabel} type="email" required autoComplete="email" inputMode="email" spellCheck={false} {...props} />
  );
});
