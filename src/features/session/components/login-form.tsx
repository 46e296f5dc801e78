import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { FormSelect } from '@/components/form-select';
import { useQuery } from '@tanstack/react-query';
import { documentTypesQuery } from '../api/get-document-types';
import { useLoginMutation } from '../api/login';
import { loginFormSchema, type LoginFormValues } from '../schemas';

/** Document type, number and password (spec 02 §2, §5). Works with paste and password managers. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const documentTypes = useQuery(documentTypesQuery());
  const mutation = useLoginMutation({ onSignedIn });
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

  const onSubmit = handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values);
  });

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
          error={errors.numdoc?.message}
          {...register('numdoc')}
        />
        <PasswordInput
          label="Contraseña"
          inputMode="numeric"
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={mutation.isPending}>
          Ingresar
        </Button>
      </Stack>
    </form>
  );
}
