import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { applyServerFieldErrors } from './form-errors';

/**
 * A react-hook-form form whose values go to the server, with its banner: the failure text that
 * belongs to no field. `fail` shows an error answer the one way every form does: a validation
 * answer's messages under their fields (the rest in the banner), anything else as `otherwise`
 * says. Clear the banner (`setBanner(null)`) when a new attempt starts.
 */
export function useServerForm<T extends FieldValues>(defaultValues: DefaultValues<T>, fields: readonly Path<T>[] = []) {
  const form = useForm<T>({ defaultValues });
  const [banner, setBanner] = useState<string | null>(null);
  const fail = (error: unknown, otherwise: () => string | null) => {
    const other = applyServerFieldErrors(error, form.setError, fields);
    setBanner(other ? other.join(' ') || null : otherwise());
  };
  return { form, banner, setBanner, fail };
}
