import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormSelect } from '@/components/select/form-select';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { loginFormSchema, type LoginFormValues } from '../form-schemas';
import { useSignIn } from '../use-sign-in';
import { SentForm } from '@/components/forms/form-body';
import '@mantine/core/styles/PasswordInput.css';

/** Document type, number and password. Works with paste and password managers. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const documentTypes = useQuery(documentTypesQueryOptions());
  const mutation = useSignIn({ onSignedIn });
  const form = useErrorSummaryForm<LoginFormValues>({
    schema: loginFormSchema,
    defaultValues: { tipdoc: '', numdoc: '', password: '' },
    labels: { tipdoc: 'Tipo de documento', numdoc: 'Número de documento', password: 'Contraseña' },
    idPrefix: 'login',
    name: 'login',
  });

  return (
    // The welcome is the sign-in's own toast.
    <SentForm onSubmit={form.submit(mutation.mutateAsync, { sentMessage: null })} aria-label="Ingreso de socios">
      <ErrorSummary {...form.summary} />
      <Stack gap="md">
        <FormSelect
          {...form.controlled('tipdoc')}
          placeholder="Seleccioná"
          loadingList={documentTypes}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput inputMode="numeric" autoComplete="username" withAsterisk {...form.field('numdoc')} />
        <PasswordInput inputMode="numeric" autoComplete="current-password" withAsterisk {...form.field('password')} />
        <Button type="submit" loading={mutation.isPending}>
          Ingresar
        </Button>
      </Stack>
    </SentForm>
  );
}
