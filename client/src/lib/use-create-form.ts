import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './form-errors';

interface CreateMutation<Request, Created> {
  mutateAsync: (request: Request) => Promise<Created>;
  isError: boolean;
  error: unknown;
}

/**
 * A react-hook-form form that creates one thing with `create`: when it is made the form is cleared
 * and `onCreated` gets the answer; a validation answer's messages go under their fields, any other
 * failure is the banner (the server's words when it gave some, else `failedText`). `frame` is what
 * the form's CreateForm needs.
 */
export function useCreateForm<Values extends FieldValues, Request, Created>(
  create: CreateMutation<Request, Created>,
  {
    defaultValues,
    fields,
    toRequest,
    onCreated,
    failedText,
  }: {
    defaultValues: DefaultValues<Values>;
    fields: readonly Path<Values>[];
    toRequest: (values: Values) => Request;
    onCreated: (created: Created) => void;
    failedText: string;
  },
) {
  const form = useForm<Values>({ defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toRequest(values));
      form.reset();
      onCreated(created);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
    }
  });
  const { error } = create;
  const failed = create.isError && !(error instanceof ApiError && error.status === 422);
  const failure = failed ? (error instanceof ApiError ? error.message : failedText) : null;
  return { form, frame: { onSubmit, busy: form.formState.isSubmitting, failure } };
}
