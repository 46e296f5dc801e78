import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { formFields } from '@/components/forms/form-fields';
import { FormSelect } from '@/components/forms/form-select';
import { useSendOnce } from '@/components/forms/use-send-once';
import { loginFormSchema, type LoginFormValues } from '../login-form-schema';
import { useSignIn } from '../use-sign-in';

/** Document type, number and password (spec 02 §2, §5). Works with paste and password managers. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const documentTypes = useQuery(documentTypesQueryOptions());
  const mutation = useSignIn({ onSignedIn });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { tipdoc: '', numdoc: '', password: '' },
    mode: 'onTouched',
  });
  const field = formFields(register, errors);

  // The welcome is the sign-in's own toast.
  const sendOnce = useSendOnce(mutation.mutateAsync, { sentMessage: null });
  const onSubmit = handleSubmit(sendOnce);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ingreso de socios">
      <Stack gap="md">
        <FormSelect
          control={control}
          name="tipdoc"
          label="Tipo de documento"
          placeholder={documentTypes.isPending ? 'Cargando…' : 'Seleccioná'}
          data={documentTypes.data ?? []}
          disabled={documentTypes.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Número de documento"
          inputMode="numeric"
          autoComplete="username"
          withAsterisk
          {...field('numdoc')}
        />
        <PasswordInput
          label="Contraseña"
          inputMode="numeric"
          autoComplete="current-password"
          withAsterisk
          {...field('password')}
        />
        <Button type="submit" loading={mutation.isPending}>
          Ingresar
        </Button>
      </Stack>
    </form>
  );
}
